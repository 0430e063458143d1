import { z } from 'zod';
import { type ErrorCode, errorCodes } from './error-codes';

/** The body of every error the API answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
});
