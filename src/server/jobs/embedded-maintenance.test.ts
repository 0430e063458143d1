import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { product } from '../db/schema';
import { createCategory, createProduct, createUser } from '../seed/factories';
import { createTestApp } from '../testing/test-app';
import { maintainEmbeddedDatabase } from './embedded-maintenance';

const t = await createTestApp();
afterAll(() => t.close());

async function productStatistics() {
  const [row] = await t.db
    .select({ rows: sql<number>`reltuples::int` })
    .from(sql`pg_class`)
    .where(sql`relname = 'product' and relkind = 'r'`);
  return row?.rows;
}

describe('embedded database maintenance', () => {
  it('brings the planner statistics up to date with the rows written', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const category = await createCategory(t.db);
    const subcategoryId = category.subcategories[0]?.id ?? 0;
    for (let i = 0; i < 30; i++)
      await createProduct(t.db, { sellerId: seller.id, subcategoryId, name: `Lamp ${i}` });
    const [counted] = await t.db.select({ rows: count() }).from(product);
    expect(await productStatistics()).not.toBe(counted?.rows);

    await maintainEmbeddedDatabase(t.db);
    expect(await productStatistics()).toBe(counted?.rows);
  });
});
