import { z } from 'zod';

/**
 * Rows are numbered by PostgreSQL `integer` identity columns: 1 to 2,147,483,647. A number outside that range
 * names no row, and sent to the database it fails the whole query, so it is refused at the boundary.
 */
export const ID_MAX = 2_147_483_647;

const invalidId = 'This is not a valid id.';

/** An id in a JSON body; `message` says what is wrong when it is missing or names no row. */
export const idField = (message = invalidId) =>
  z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

export const idSchema = idField();

/** An id in a path or a query string, where it arrives as text. */
export const idParamSchema = z.coerce
  .number({ error: invalidId })
  .int(invalidId)
  .min(1, invalidId)
  .max(ID_MAX, invalidId);

/** The id of a person (better-auth's random text ids). */
export const userIdSchema = z
  .string({ error: 'This is not a valid user id.' })
  .min(1, 'This is not a valid user id.')
  .max(100, 'This is not a valid user id.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This is not a valid user id.');
