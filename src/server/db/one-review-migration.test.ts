import { rmSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { migrationsBefore } from '../testing/migrations-before';
import { createOlderProduct } from '../testing/older-product';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { review } from './schema';

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  before = migrationsBefore('0005_one_review_per_buyer');
  await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: before });
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0005: one review per buyer', () => {
  it('keeps the newest review of each person per product, drops sellers’ reviews of their own, then enforces it', async () => {
    const db = database.db;
    const seller = await createUser(db, { role: 'seller' });
    const spammer = await createUser(db);
    const buyer = await createUser(db);
    const subcategoryId = (await createCategory(db)).subcategories[0]?.id ?? 0;
    const item = await createOlderProduct(db, { sellerId: seller.id, subcategoryId });
    const write = (userId: string, comment: string, rating: number) =>
      db.insert(review).values({ productId: item.id, userId, comment, rating });
    for (let i = 1; i <= 60; i++) await write(spammer.id, `spam ${i}`, 1);
    await write(buyer.id, 'honest', 4);
    await write(seller.id, 'my own, the best', 5);

    await migrateDatabase(database);

    const left = await db
      .select({ userId: review.userId, comment: review.comment })
      .from(review)
      .orderBy(asc(review.id));
    expect(left).toEqual([
      { userId: spammer.id, comment: 'spam 60' },
      { userId: buyer.id, comment: 'honest' },
    ]);
    await expect(write(buyer.id, 'again', 1)).rejects.toThrow();
  });
});
