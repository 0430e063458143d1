import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SELLER_LEVEL } from '../../domain/seller-level';
import { createCategory, createProduct, createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { migrationsBefore } from '../testing/migrations-before';
import { openTestDatabase } from '../testing/test-database';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { rowsOf } from './rows-of';
import { product, productDetails, productImage, review, seller } from './schema';

// Migrations 0022 and 0023: a product's updated_at, the sitemap's lastmod, moves with every change of the product, its
// details, its pictures or its reviews, whoever writes them, and with nothing else. The triggers run on the suite's database (PostgreSQL in
// its project); the backfill on an embedded one migrated up to just before.
let database: Database;
let sellerId: string;
let subcategoryId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  sellerId = (await createUser(database.db, { role: 'seller' })).id;
  subcategoryId = (await createCategory(database.db)).subcategories[0]?.id ?? 0;
});
afterAll(() => database.close());

async function updatedAt(id: number): Promise<Date> {
  const [row] = await database.db
    .select({ updatedAt: product.updatedAt })
    .from(product)
    .where(eq(product.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row.updatedAt;
}

/** Runs a write and tells whether it moved the product's updated_at. */
async function moves(id: number, write: () => Promise<unknown>): Promise<boolean> {
  const was = await updatedAt(id);
  await write();
  const now = await updatedAt(id);
  expect(now.getTime()).toBeGreaterThanOrEqual(was.getTime());
  return now.getTime() > was.getTime();
}

async function freshProduct() {
  return (await createProduct(database.db, { sellerId, subcategoryId, description: 'Warm light' })).id;
}

describe('migration 0022: a product knows when it last changed', () => {
  it('dates a new product from its insert', async () => {
    const start = Date.now();
    const id = await freshProduct();
    expect((await updatedAt(id)).getTime()).toBeGreaterThanOrEqual(start - 1000);
  });

  it('moves with a change of any of its columns, written by the ORM or by hand', async () => {
    const id = await freshProduct();
    const set = (values: Partial<typeof product.$inferInsert>) => () =>
      database.db.update(product).set(values).where(eq(product.id, id));
    expect(await moves(id, set({ price: 999 }))).toBe(true);
    expect(await moves(id, set({ name: 'Desk lamp' }))).toBe(true);
    expect(await moves(id, set({ status: 'out-of-stock' }))).toBe(true);
    // As checkout_reserve and release_reservations move stock, in SQL.
    expect(
      await moves(id, () => database.db.execute(sql`update product set stock = stock - 1 where id = ${id}`)),
    ).toBe(true);
  });

  it('stays when an update writes the same values, and when a ban only stamps the products for the search', async () => {
    const id = await freshProduct();
    expect(
      await moves(id, () => database.db.update(product).set({ price: sql`price` }).where(eq(product.id, id))),
    ).toBe(false);
    const ban = (level: number) => () =>
      database.db.update(seller).set({ level }).where(eq(seller.id, sellerId));
    expect(await moves(id, ban(SELLER_LEVEL.banned))).toBe(false);
    expect(await moves(id, ban(SELLER_LEVEL.normal))).toBe(false);
  });

  it('moves with its details, unless they are written again as they were', async () => {
    const id = await freshProduct();
    const details = (description: string) => () =>
      database.db
        .insert(productDetails)
        .values({ id, description, detail: '', specs: '' })
        .onConflictDoUpdate({ target: productDetails.id, set: { description, detail: '', specs: '' } });
    expect(await moves(id, details('Brighter than before'))).toBe(true);
    expect(await moves(id, details('Brighter than before'))).toBe(false);
  });

  it('moves with its pictures: added, reordered, removed', async () => {
    const id = await freshProduct();
    const add = (filepath: string, position: number) => () =>
      database.db.insert(productImage).values({ productId: id, filepath, position });
    expect(await moves(id, add('first', 1))).toBe(true);
    expect(await moves(id, add('second', 2))).toBe(true);
    // Both pictures move twice in one transaction, as the seller's reorder moves them.
    expect(
      await moves(id, () =>
        database.db.transaction(async (tx) => {
          await tx
            .update(productImage)
            .set({ position: sql`${productImage.position} + 100` })
            .where(eq(productImage.productId, id));
          await tx.execute(
            sql`update product_image set position = case filepath when 'first' then 2 else 1 end where product_id = ${id}`,
          );
        }),
      ),
    ).toBe(true);
    expect(
      await moves(id, () => database.db.delete(productImage).where(eq(productImage.filepath, 'first'))),
    ).toBe(true);
  });

  it('moves with its reviews (migration 0023): written, edited, removed, not written again as they were', async () => {
    const id = await freshProduct();
    const buyer = (await createUser(database.db)).id;
    const reviewOf = eq(review.productId, id);
    expect(
      await moves(id, () =>
        database.db.insert(review).values({ productId: id, userId: buyer, rating: 4, comment: 'Bright' }),
      ),
    ).toBe(true);
    expect(await moves(id, () => database.db.update(review).set({ rating: 2 }).where(reviewOf))).toBe(true);
    expect(await moves(id, () => database.db.update(review).set({ rating: 2 }).where(reviewOf))).toBe(false);
    expect(await moves(id, () => database.db.delete(review).where(reviewOf))).toBe(true);
  });

  it('lets a product be deleted with its details, pictures and reviews', async () => {
    const id = await freshProduct();
    await database.db.insert(productImage).values({ productId: id, filepath: 'gone', position: 1 });
    const buyer = (await createUser(database.db)).id;
    await database.db.insert(review).values({ productId: id, userId: buyer, rating: 5, comment: 'Gone' });
    await database.db.delete(product).where(eq(product.id, id));
    expect(await database.db.select().from(review).where(eq(review.productId, id))).toEqual([]);
    expect(await database.db.select().from(productImage).where(eq(productImage.productId, id))).toEqual([]);
  });
});

describe('migration 0022 on a database that has products', () => {
  let older: Database;
  let folder: string;
  beforeAll(async () => {
    older = await openDatabase({ kind: 'pglite', dataDir: null });
    folder = migrationsBefore('0022_product_updated_at');
    await migrate(older.db as PgliteDatabase<never>, { migrationsFolder: folder });
  }, FRESH_DATABASE_TIMEOUT_MS);
  afterAll(async () => {
    await older.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('dates the products made before it from their creation', async () => {
    const owner = (await createUser(older.db, { role: 'seller' })).id;
    const sub = (await createCategory(older.db)).subcategories[0]?.id ?? 0;
    const createdLongAgo = new Date('2024-03-01T10:00:00Z');
    // The columns the table had then.
    const [inserted] = rowsOf(
      z.object({ id: z.number() }),
      await older.db.execute(sql`
        insert into product (name, price, stock, status, seller_id, sub_id, created_at)
        values ('Old lamp', 300, 1, 'active', ${owner}, ${sub}, ${createdLongAgo.toISOString()})
        returning id`),
    );
    await migrateDatabase(older);
    const [row] = await older.db
      .select({ updatedAt: product.updatedAt })
      .from(product)
      .where(eq(product.id, inserted?.id ?? 0));
    expect(row?.updatedAt).toEqual(createdLongAgo);
  });
});
