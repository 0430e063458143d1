import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../db/schema';
import { createCategory, createUser } from '../../seed/factories';
import { openTestDatabase } from '../../testing/test-database';
import { ProductSearch } from './service';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
let base: {
  sellerId: string;
  subcategoryId: number;
  price: number;
  stock: number;
  condition: 'good';
  status: 'active';
};

beforeAll(async () => {
  database = await openTestDatabase();
  const seller = await createUser(database.db, { role: 'seller' });
  const category = await createCategory(database.db);
  base = {
    sellerId: seller.id,
    subcategoryId: category.subcategories[0]?.id ?? 0,
    price: 1,
    stock: 1,
    condition: 'good',
    status: 'active',
  };
});
afterAll(() => database.close());

const found = async (search: ProductSearch, q: string) =>
  (await search.search({ q })).items.map((i) => i.name);

describe('the in-memory search on a PostgreSQL server', () => {
  it('finds a product whose transaction began first but committed after a later one was already searched', async () => {
    const search = new ProductSearch(database.db);
    let commitFirst: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let inserted: () => void = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The first transaction takes the older transaction id and holds its commit back.
    const first = database.db.transaction(async (tx) => {
      await tx.insert(product).values({ ...base, name: 'Slow writer lamp' });
      inserted();
      await firstMayCommit;
    });
    await firstInserted;
    await database.db.insert(product).values({ ...base, name: 'Quick writer lamp' });
    expect(await found(search, 'writer lamp')).toEqual(['Quick writer lamp']);

    commitFirst();
    await first;
    expect((await found(search, 'writer lamp')).sort()).toEqual(['Quick writer lamp', 'Slow writer lamp']);
  });

  it('keeps two server processes in step with each other', async () => {
    const [one, two] = [new ProductSearch(database.db), new ProductSearch(database.db)];
    expect(await found(one, 'bicycle helmet')).toEqual([]);
    expect(await found(two, 'bicycle helmet')).toEqual([]);
    await database.db.insert(product).values({ ...base, name: 'Bicycle helmet' });
    await database.db.execute(sql`select 1`);
    expect(await found(one, 'bicycle helmet')).toEqual(['Bicycle helmet']);
    expect(await found(two, 'bicycle helmet')).toEqual(['Bicycle helmet']);
  });
});
