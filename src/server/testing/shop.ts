import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { payment } from '../db/schema';
import { createCategory, createProduct, createUser, type ProductOverrides } from '../seed/factories';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in person of a test: their id, cookie and a JSON request helper. */
export type Shopper = {
  id: string;
  name: string;
  email: string;
  cookie: string;
  call: (method: Method, url: string, payload?: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  /** The app the person uses, for requests others send it (a gateway's post). */
  app: TestApp['app'];
};

export async function signedIn(t: TestApp, role: 'user' | 'seller' | 'banned-seller' | 'admin' = 'user') {
  const created = await createUser(t.db, { role });
  const cookie = await t.signIn(created.email);
  const shopper: Shopper = {
    id: created.id,
    name: created.name,
    email: created.email,
    cookie,
    app: t.app,
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) }),
  };
  return shopper;
}

export type Role = Parameters<typeof signedIn>[1];

/** A seller's products in a fresh subcategory, by the names the test gives them. */
export async function listProducts<K extends string>(
  t: TestApp,
  sellerId: string,
  products: Record<K, Omit<ProductOverrides, 'sellerId' | 'subcategoryId'>>,
): Promise<Record<K, Product>> {
  const category = await createCategory(t.db);
  const subcategoryId = category.subcategories[0]?.id ?? 0;
  const entries = Object.entries(products) as [K, Omit<ProductOverrides, 'sellerId' | 'subcategoryId'>][];
  // One after another, so ids follow the order the test wrote them in.
  const created: [K, Product][] = [];
  for (const [key, overrides] of entries)
    created.push([key, await createProduct(t.db, { ...overrides, sellerId, subcategoryId })]);
  return Object.fromEntries(created) as Record<K, Product>;
}

type Product = Awaited<ReturnType<typeof createProduct>>;

export const newKey = (): string => randomUUID();

/** Moves the payments' windows into the past, as if their 300 s had run out. */
export async function expireWindow(t: TestApp, ...paymentIds: number[]) {
  await t.db
    .update(payment)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(inArray(payment.id, paymentIds));
}
