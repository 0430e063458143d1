import { type SQL, sql } from 'drizzle-orm';

/** A PostgreSQL `integer[]` of these numbers, each its own parameter: both drivers read it alike. */
export function intArray(values: readonly number[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  )}]::int[]`;
}
