import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Descending order as drizzle-kit writes it into our indexes (`DESC NULLS LAST`). Drizzle's `desc()` renders
 * plain `DESC`, which PostgreSQL reads as NULLS FIRST, and then no index matches: the shop's first page over
 * 10,000 products took 29 ms as a sort instead of 0.2 ms as an index scan.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
