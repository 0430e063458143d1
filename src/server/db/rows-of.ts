import { z } from 'zod';

const rawResultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * The rows of a raw statement (`db.execute(sql…)`), each parsed with the schema of what the statement selects.
 * Drizzle types a raw result by driver (PGlite's and node-postgres's differ), and both answer `{ rows }`; parsing
 * rather than casting turns a renamed column or a driver's other type for a value into an error at this line, not
 * an `undefined` further on. A failure is a broken invariant: the error handler answers it as `internal`.
 */
export function rowsOf<Row extends z.ZodType>(schema: Row, result: unknown): z.output<Row>[] {
  return z.array(schema).parse(rawResultSchema.parse(result).rows);
}
