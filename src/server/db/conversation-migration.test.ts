import { rmSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCategory, createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { migrationsBefore } from '../testing/migrations-before';
import { createOlderProduct } from '../testing/older-product';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows-of';
import { conversation, delivery, deliveryStatusChange, message } from './schema';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  before = migrationsBefore('0009_conversation_subjects');
  await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: before });
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

/** An order paid then, shipped (On the Way), in the tables as they were before 0009. */
async function paidOrderOfThen(
  buyerId: string,
  line: { productId: number; sellerId: string; price: number },
  at: Date,
): Promise<number> {
  const idOf = z.object({ id: z.number() });
  const [paid] = rowsOf(
    idOf,
    await database.db.execute(sql`
      insert into payment (status, method, bank_id, amount, expires_at, created_at, settled_at)
      values ('completed', 'bkash', 'TRX-THEN', ${line.price}, ${at}, ${at}, ${at}) returning pay_id as id`),
  );
  const [placed] = rowsOf(
    idOf,
    await database.db.execute(sql`
      insert into orders (user_id, pay_id, created_at) values (${buyerId}, ${paid?.id}, ${at}) returning id`),
  );
  await database.db.execute(sql`
    insert into order_item (order_id, prod_id, seller_id, quantity, price_at_purchase)
    values (${placed?.id}, ${line.productId}, ${line.sellerId}, 1, ${line.price})`);
  await database.db.execute(sql`
    insert into delivery (order_id, seller_id, address, phone, delivery_status)
    values (${placed?.id}, ${line.sellerId}, 'Central Library, pick-up desk', '01700000000', 'On the Way')`);
  return placed?.id ?? 0;
}

describe('migration 0009: conversation subjects and delivery status history', () => {
  it('puts the messages so far in one conversation per pair, and gives old deliveries their history', async () => {
    const db = database.db;
    const [ana, bo, cy] = [
      await createUser(db),
      await createUser(db),
      await createUser(db, { role: 'seller' }),
    ];
    const write = (from: string, to: string, text: string) =>
      db.execute(
        sql`insert into messenger (sender_id, receiver_id, message) values (${from}, ${to}, ${text})`,
      );
    await write(ana.id, bo.id, 'Hi Bo');
    await write(bo.id, ana.id, 'Hi Ana');
    await write(cy.id, ana.id, 'Your lamp shipped');
    const subcategoryId = (await createCategory(db)).subcategories[0]?.id ?? 0;
    const lamp = await createOlderProduct(db, { sellerId: cy.id, subcategoryId });
    const paidAt = new Date('2026-03-01T10:00:00Z');
    const orderId = await paidOrderOfThen(
      ana.id,
      { productId: lamp.id, sellerId: cy.id, price: lamp.price },
      paidAt,
    );

    await migrateDatabase(database);

    const conversations = await db
      .select({ id: conversation.id, productId: conversation.productId, deliveryId: conversation.deliveryId })
      .from(conversation);
    expect(conversations).toHaveLength(2);
    expect(conversations.every((row) => row.productId === null && row.deliveryId === null)).toBe(true);
    const messages = await db
      .select({ text: message.message, conversationId: message.conversationId })
      .from(message)
      .orderBy(asc(message.id));
    expect(messages[0]?.conversationId).toBe(messages[1]?.conversationId);
    expect(messages[2]?.conversationId).not.toBe(messages[0]?.conversationId);

    const [part] = await db.select().from(delivery).where(eq(delivery.orderId, orderId));
    const history = async () =>
      db
        .select({ status: deliveryStatusChange.status, at: deliveryStatusChange.changedAt })
        .from(deliveryStatusChange)
        .where(eq(deliveryStatusChange.deliveryId, part?.id ?? 0))
        .orderBy(asc(deliveryStatusChange.changedAt), asc(deliveryStatusChange.id));
    expect(await history()).toEqual([
      { status: 'pending', at: paidAt },
      { status: 'On the Way', at: part?.updatedAt },
    ]);
    // From now on the database records each move itself.
    await db
      .update(delivery)
      .set({ status: 'Delivered' })
      .where(eq(delivery.id, part?.id ?? 0));
    expect((await history()).map((step) => step.status)).toEqual(['pending', 'On the Way', 'Delivered']);
  });
});
