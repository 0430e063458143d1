import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Every table a request could write to; better-auth's rate-limit counters are left out on purpose. */
const tables = [
  'user',
  'account',
  'session',
  'verification',
  'seller',
  'pending_seller',
  'admin',
  'category',
  'subcategory',
  'product',
  'product_details',
  'product_image',
  'review',
  'cart',
  'cart_item',
  'payment',
  'orders',
  'order_item',
  'delivery',
  'delivery_status_change',
  'conversation',
  'messenger',
  'mail_outbox',
  'audit_log',
] as const;

const query = sql.raw(
  `select ${tables
    .map((table) => `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from "${table}" r)`)
    .map((hash, index) => `${hash} as "${tables[index]}"`)
    .join(', ')}`,
);

/** One hash per table of its whole content: equal fingerprints mean nothing was written in between. */
async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const [row] = rowsOf<Record<string, string>>(await db.execute(query));
  if (!row) throw new Error('fingerprint query returned nothing');
  return row;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The first transaction id not yet completed: every write, even one rolled back, moves it on. */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmax: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`),
  );
  if (!row) throw new Error('snapshot query returned nothing');
  return row.xmax;
}

type Mark = { xmax: string; tables: Record<string, string> };

/**
 * Tells which tables a request wrote to. Hashing every table is slow, so it is done only when a transaction
 * ran: a request that wrote nothing (and did not even start a write) leaves the transaction counter alone.
 */
export function createWriteDetector(db: Db) {
  let last: Mark | undefined;
  return {
    async mark(): Promise<Mark> {
      const xmax = await nextTransactionId(db);
      if (last?.xmax !== xmax) last = { xmax, tables: await dbFingerprint(db) };
      return last;
    },
    async tablesWrittenSince(mark: Mark): Promise<string[]> {
      if ((await nextTransactionId(db)) === mark.xmax) return [];
      const now = await dbFingerprint(db);
      return Object.keys(now).filter((table) => now[table] !== mark.tables[table]);
    },
  };
}
