import { rmSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPaidOrder, createProduct, createUser } from '../seed/factories';
import { migrationsBefore } from '../testing/migrations-before';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { conversation, delivery, deliveryStatusChange, message } from './schema';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  before = migrationsBefore('0009_conversation_subjects');
  await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: before });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

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
    const lamp = await createProduct(db, { sellerId: cy.id, subcategoryId });
    const paidAt = new Date('2026-03-01T10:00:00Z');
    const { orderId } = await createPaidOrder(db, {
      buyerId: ana.id,
      items: [{ productId: lamp.id }],
      deliveryStatus: 'On the Way',
      createdAt: paidAt,
    });

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
