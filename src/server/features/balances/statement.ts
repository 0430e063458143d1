import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { STATEMENT_PAGE_SIZE, type StatementPage, statementEntrySchema } from '../../../domain/balances';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

const rowSchema = statementEntrySchema.extend({
  amount: z.coerce.number().int(),
  at: z.coerce.date(),
});

/**
 * One page of a seller's statement, newest first: every entry of their own accounts, older than `before` (an
 * entry id) when given. Keyset pagination on the entry id, which grows with time, in one query.
 */
export async function readStatementPage(
  db: DbOrTx,
  sellerId: string,
  page: { before?: number; size?: number } = {},
): Promise<StatementPage> {
  const size = page.size ?? STATEMENT_PAGE_SIZE;
  const rows = rowsOf(
    rowSchema,
    await db.execute(sql`
      select e.id, p.created_at as at, p.cause, p.cause_id as "causeId", p.order_id as "orderId",
        a.kind as account, -e.amount as amount
      from ledger_account a
      join ledger_entry e on e.account_id = a.id
      join ledger_posting p on p.id = e.posting_id
      where a.seller_id = ${sellerId} ${page.before === undefined ? sql`` : sql`and e.id < ${page.before}`}
      order by e.id desc
      limit ${size + 1}`),
  );
  const entries = rows.slice(0, size).map((row) => ({ ...row, at: row.at.toISOString() }));
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > size && last ? last.id : null };
}

/** Every entry of the statement, newest first, read a page at a time so that a long one is never held whole. */
export async function* statementEntries(db: DbOrTx, sellerId: string, pageSize = 500) {
  let before: number | undefined;
  do {
    const page = await readStatementPage(db, sellerId, { before, size: pageSize });
    yield* page.entries;
    before = page.nextBefore ?? undefined;
  } while (before !== undefined);
}
