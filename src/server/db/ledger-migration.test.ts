import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkLedger } from '../features/ledger';
import { createCategory, createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { balanceOf } from '../testing/ledger';
import { migrationsBefore } from '../testing/migrations-before';
import { createOlderProduct } from '../testing/older-product';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows-of';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  before = migrationsBefore('0018_ledger');
  await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: before });
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

const idOf = z.object({ id: z.number() });
const insertedId = async (statement: ReturnType<typeof sql>) =>
  rowsOf(idOf, await database.db.execute(statement))[0]?.id ?? 0;

/** An order paid through `gateway` before the ledger: its payment, attempt, lines and one part per seller. */
async function paidBefore(
  buyerId: string,
  gateway: 'bkash' | 'sslcommerz',
  lines: { productId: number; sellerId: string; price: number }[],
) {
  const amount = lines.reduce((sum, line) => sum + line.price, 0);
  const paymentId = await insertedId(sql`
    insert into payment (status, method, bank_id, amount, expires_at)
    values ('completed', ${gateway === 'bkash' ? 'bkash' : 'credit_card'}, ${`TRX${amount}`}, ${amount}, now())
    returning pay_id as id`);
  const attemptId = await insertedId(sql`
    insert into payment_attempt (pay_id, gateway, method, reference, gateway_reference, amount, status,
      transaction_id, delivery_address, delivery_phone)
    values (${paymentId}, ${gateway}, ${gateway === 'bkash' ? 'bkash' : 'credit_card'}, ${`CM${paymentId}`},
      ${`GW${paymentId}`}, ${amount}, 'completed', ${`TRX${paymentId}`}, 'Hall 3', '01700000000')
    returning id`);
  const orderId = await insertedId(sql`
    insert into orders (user_id, pay_id) values (${buyerId}, ${paymentId}) returning id`);
  const parts = new Map<string, number>();
  for (const line of lines) {
    await database.db.execute(sql`
      insert into order_item (order_id, prod_id, seller_id, quantity, price_at_purchase)
      values (${orderId}, ${line.productId}, ${line.sellerId}, 1, ${line.price})`);
    if (!parts.has(line.sellerId))
      parts.set(
        line.sellerId,
        await insertedId(sql`
          insert into delivery (order_id, seller_id, address, phone)
          values (${orderId}, ${line.sellerId}, 'Hall 3', '01700000000') returning delivery_id as id`),
      );
  }
  return { paymentId, attemptId, orderId, parts };
}

describe('migration 0018: the ledger', () => {
  it('posts what was paid and refunded before it, so that every invariant holds from the start', async () => {
    const db = database.db;
    const [buyer, ana, bo] = [
      await createUser(db),
      await createUser(db, { role: 'seller' }),
      await createUser(db, { role: 'seller' }),
    ];
    const subcategoryId = (await createCategory(db)).subcategories[0]?.id ?? 0;
    const lamp = await createOlderProduct(db, { sellerId: ana.id, subcategoryId, price: 300 });
    const mug = await createOlderProduct(db, { sellerId: bo.id, subcategoryId, price: 120 });
    const kettle = await createOlderProduct(db, { sellerId: bo.id, subcategoryId, price: 900 });

    // Paid through bKash; Bo's part cancelled and refunded.
    const first = await paidBefore(buyer.id, 'bkash', [
      { productId: lamp.id, sellerId: ana.id, price: 300 },
      { productId: mug.id, sellerId: bo.id, price: 120 },
    ]);
    await db.execute(sql`
      insert into payment_refund (attempt_id, delivery_id, amount, reference, status)
      values (${first.attemptId}, ${first.parts.get(bo.id)}, 120, 'RP1', 'refunded')`);
    // Paid through SSLCommerz: Bo's kettle, still owed.
    await paidBefore(buyer.id, 'sslcommerz', [{ productId: kettle.id, sellerId: bo.id, price: 900 }]);
    // A late payment, refunded whole.
    const late = await insertedId(sql`
      insert into payment (status, amount, expires_at) values ('failed', 50, now()) returning pay_id as id`);
    await db.execute(
      sql`insert into orders (user_id, pay_id, status) values (${buyer.id}, ${late}, 'cancelled')`,
    );
    await db.execute(sql`
      insert into payment_attempt (pay_id, gateway, method, reference, gateway_reference, amount, status,
        transaction_id, delivery_address, delivery_phone, refund_status, refunded_amount)
      values (${late}, 'bkash', 'bkash', 'CMLATE', 'GWLATE', 50, 'completed', 'TRXLATE', 'Hall 3', '01700000000',
        'refunded', 50)`);

    await migrateDatabase(database);

    expect(await checkLedger(db)).toEqual([]);
    expect(await balanceOf(db, 'seller_pending', { sellerId: ana.id })).toBe(300);
    expect(await balanceOf(db, 'seller_pending', { sellerId: bo.id })).toBe(900);
    expect(await balanceOf(db, 'gateway', { gateway: 'bkash' })).toBe(300);
    expect(await balanceOf(db, 'gateway', { gateway: 'sslcommerz' })).toBe(900);
    expect(await balanceOf(db, 'refunds_payable')).toBe(0);
    const causes = rowsOf(
      z.object({ cause: z.string(), count: z.coerce.number() }),
      await db.execute(sql`select cause, count(*) from ledger_posting group by cause order by cause`),
    );
    expect(causes).toEqual([
      { cause: 'attempt.refund_due', count: 1 },
      { cause: 'attempt.refunded', count: 1 },
      { cause: 'part.paid', count: 3 },
      { cause: 'part.refunded', count: 1 },
      { cause: 'refund.paid', count: 1 },
    ]);
  });
});
