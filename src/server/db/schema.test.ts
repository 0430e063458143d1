import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser } from '../seed/factories';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import {
  cart,
  cartItem,
  category,
  pendingSeller,
  product,
  productImage,
  review,
  seller,
  subcategory,
} from './schema';

let database: Database;
let sellerId: string;
let subcategoryId: number;
let productId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await createUser(database.db, { role: 'seller' });
  sellerId = owner.id;
  const created = await createCategory(database.db, { name: 'Books', subcategories: ['Textbooks'] });
  subcategoryId = created.subcategories[0]?.id ?? 0;
  productId = (await createProduct(database.db, { sellerId, subcategoryId })).id;
});
afterAll(() => database.close());

/** Runs a statement that must be refused by the database, and proves nothing was written. */
async function expectRejected(write: () => Promise<unknown>) {
  await expect(write()).rejects.toThrow();
}

describe('schema constraints', () => {
  it('refuses a negative price or stock, and an unknown status', async () => {
    const base = { name: 'Lamp', sellerId, subcategoryId, price: 10, stock: 1, condition: 'good' as const };
    await expectRejected(() => database.db.insert(product).values({ ...base, price: -1 }));
    await expectRejected(() => database.db.insert(product).values({ ...base, stock: -1 }));
    await expectRejected(() =>
      database.db.execute(
        sql`insert into product (name, price, stock, condition, status, seller_id, sub_id) values ('x', 1, 1, 'good', 'sold', ${sellerId}, ${subcategoryId})`,
      ),
    );
  });

  it('refuses an unknown condition, and a product without one', async () => {
    const insert = (condition: string) =>
      database.db.execute(
        sql`insert into product (name, price, stock, condition, seller_id, sub_id) values ('x', 1, 1, ${condition}, ${sellerId}, ${subcategoryId})`,
      );
    await expectRejected(() => insert('mint'));
    await expectRejected(() => insert('New'));
    await expectRejected(() =>
      database.db.execute(
        sql`insert into product (name, price, stock, seller_id, sub_id) values ('x', 1, 1, ${sellerId}, ${subcategoryId})`,
      ),
    );
    await insert('for_parts');
  });

  it('starts a product pending, typed product', async () => {
    const [row] = await database.db
      .insert(product)
      .values({ name: 'Kettle', sellerId, subcategoryId, price: 500, stock: 2, condition: 'new' })
      .returning();
    expect(row?.status).toBe('pending');
    expect(row?.type).toBe('product');
    expect(row?.priceNegotiable).toBe(false);
  });

  it('refuses a rating outside 1 to 5 and a blank review', async () => {
    const reviewer = await createUser(database.db);
    const base = { productId, userId: reviewer.id, comment: 'Fine' };
    await expectRejected(() => database.db.insert(review).values({ ...base, rating: 0 }));
    await expectRejected(() => database.db.insert(review).values({ ...base, rating: 6 }));
    await expectRejected(() => database.db.insert(review).values({ ...base, rating: 3, comment: '   ' }));
    await database.db.insert(review).values({ ...base, rating: 5 });
  });

  it('refuses an image position below 1 and two images at one position', async () => {
    await expectRejected(() =>
      database.db.insert(productImage).values({ productId, filepath: 'zero', position: 0 }),
    );
    await database.db.insert(productImage).values({ productId, filepath: 'first', position: 1 });
    await expectRejected(() =>
      database.db.insert(productImage).values({ productId, filepath: 'again', position: 1 }),
    );
  });

  it('keeps category names unique regardless of case, and subcategory names within a category', async () => {
    await expectRejected(() => database.db.insert(category).values({ name: 'BOOKS' }));
    await expectRejected(() => database.db.insert(subcategory).values({ name: 'textbooks', categoryId: 1 }));
    const other = await createCategory(database.db, { name: 'Stationery', subcategories: ['Textbooks'] });
    expect(other.subcategories).toHaveLength(1);
  });

  it('allows one seller row, one pending application and one active cart per user', async () => {
    const person = await createUser(database.db);
    await database.db.insert(pendingSeller).values({ id: person.id });
    await expectRejected(() => database.db.insert(pendingSeller).values({ id: person.id }));
    await database.db.insert(seller).values({ id: person.id });
    await expectRejected(() => database.db.insert(seller).values({ id: person.id }));
    await database.db.insert(cart).values({ userId: person.id });
    await expectRejected(() => database.db.insert(cart).values({ userId: person.id }));
    await database.db.insert(cart).values({ userId: person.id, status: 'completed' });
  });

  it('creates a new seller with level 1', async () => {
    const person = await createUser(database.db);
    const [row] = await database.db.insert(seller).values({ id: person.id }).returning();
    expect(row).toMatchObject({ level: 1 });
    await expectRejected(() =>
      database.db.update(seller).set({ level: 7 }).where(sql`${seller.id} = ${person.id}`),
    );
  });

  it('refuses a cart quantity of 0', async () => {
    const buyer = await createUser(database.db);
    const [row] = await database.db.insert(cart).values({ userId: buyer.id }).returning();
    if (!row) throw new Error('no cart');
    await expectRejected(() =>
      database.db.insert(cartItem).values({ cartId: row.id, productId, quantity: 0 }),
    );
  });
});
