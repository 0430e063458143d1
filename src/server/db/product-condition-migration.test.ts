import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { migrationsBefore } from '../testing/migrations-before';
import { createOlderProduct } from '../testing/older-product';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { product } from './schema';

// Migration 0024: the products listed before conditions existed are good, and their prices not negotiable; a product
// made afterwards must name its condition.
let database: Database;
let before: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  before = migrationsBefore('0024_product_condition');
  await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: before });
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0024: a condition and a negotiable price', () => {
  it('gives the products there are the default, and every later product its own', async () => {
    const db = database.db;
    const sellerId = (await createUser(db, { role: 'seller' })).id;
    const subcategoryId = (await createCategory(db)).subcategories[0]?.id ?? 0;
    const lamp = await createOlderProduct(db, { sellerId, subcategoryId, price: 300 });
    const mug = await createOlderProduct(db, { sellerId, subcategoryId, price: 90 });

    await migrateDatabase(database);

    const rows = await db
      .select({ id: product.id, condition: product.condition, priceNegotiable: product.priceNegotiable })
      .from(product)
      .orderBy(product.id);
    expect(rows).toEqual([
      { id: lamp.id, condition: 'good', priceNegotiable: false },
      { id: mug.id, condition: 'good', priceNegotiable: false },
    ]);
    // The default filled the rows there were and went: a new product names its condition.
    await expect(
      db.execute(
        sql`insert into product (name, price, stock, seller_id, sub_id) values ('Kettle', 1, 1, ${sellerId}, ${subcategoryId})`,
      ),
    ).rejects.toThrow();
    await db.update(product).set({ condition: 'fair' }).where(eq(product.id, mug.id));
    await expect(
      db
        .update(product)
        .set({ condition: 'broken' as 'fair' })
        .where(eq(product.id, mug.id)),
    ).rejects.toThrow();
  });
});
