import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { payment } from '../db/schema';
import { createCategory, createProduct, createUser, type ProductOverrides } from '../seed/factories';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in person of a test: their id, cookie and a JSON request helper. */
export type Shopper = {
  id: string;
  email: string;
  cookie: string;
  call: (method: Method, url: string, payload?: unknown) => ReturnType<TestApp['app']['inject']>;
};

export async function signedIn(t: TestApp, role: 'user' | 'seller' | 'banned-seller' | 'admin' = 'user') {
  const created = await createUser(t.db, { role });
  const cookie = await t.signIn(created.email);
  const shopper: Shopper = {
    id: created.id,
    email: created.email,
    cookie,
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) }),
  };
  return shopper;
}

/** A seller's products in a fresh subcategory. */
export async function listProducts(
  t: TestApp,
  sellerId: string,
  products: Omit<ProductOverrides, 'sellerId' | 'subcategoryId'>[],
) {
  const category = await createCategory(t.db);
  const subcategoryId = category.subcategories[0]?.id ?? 0;
  return Promise.all(
    products.map((overrides) => createProduct(t.db, { ...overrides, sellerId, subcategoryId })),
  );
}

export const newKey = () => randomUUID();

/** Moves a payment's window into the past, as if its 300 s had run out. */
export async function expireWindow(t: TestApp, paymentId: number) {
  await t.db
    .update(payment)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(payment.id, paymentId));
}
