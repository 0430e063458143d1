import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeliveryStatus } from '../../domain/delivery-steps';
import { type ProductStatus, productBaseSchema } from '../../domain/product';
import type { ProductCondition } from '../../domain/product-condition';
import { SELLER_LEVEL } from '../../domain/seller-level';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import {
  account,
  admin,
  category,
  delivery,
  order,
  orderItem,
  payment,
  paymentAttempt,
  product,
  productDetails,
  productImage,
  review,
  seller,
  subcategory,
  user,
} from '../db/schema';
import { postPartsPaid } from '../features/ledger';
import { orderItemValues } from '../features/ordering';
import { type ImageStore, productImageName } from '../storage/image-store';

/** Test and demo data builders: each takes overrides and fills the rest with sensible values. */

let sequence = 0;
const next = () => ++sequence;

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; the same password is hashed once per process. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

type UserOverrides = {
  name?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  role?: 'user' | 'seller' | 'banned-seller' | 'admin';
};

export async function createUser(db: DbOrTx, overrides: UserOverrides = {}) {
  const n = next();
  const id = randomUUID();
  const verified = overrides.verified ?? true;
  const [created] = await db
    .insert(user)
    .values({
      id,
      name: overrides.name ?? `Test User ${n}`,
      email: (overrides.email ?? `user${n}-${id.slice(0, 8)}@campus.test`).toLowerCase(),
      emailVerified: verified,
      status: verified ? 'confirmed' : 'pending',
    })
    .returning({ id: user.id, name: user.name, email: user.email });
  if (!created) throw new Error('user insert returned nothing');
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await cachedHash(overrides.password ?? 'campus123'),
  });
  const role = overrides.role ?? 'user';
  if (role === 'admin') await db.insert(admin).values({ id });
  if (role === 'seller' || role === 'banned-seller') {
    const level = role === 'seller' ? SELLER_LEVEL.normal : SELLER_LEVEL.banned;
    // Only the columns every version of the table has: the migration tests build databases as they once were.
    await db.execute(
      sql`insert into ${seller} (${sql.identifier(seller.id.name)}, ${sql.identifier(seller.level.name)}) values (${id}, ${level})`,
    );
  }
  return created;
}

export async function createCategory(
  db: DbOrTx,
  overrides: { name?: string; subcategories?: string[] } = {},
) {
  // Only the columns every migration has had: the migration tests make categories in older schemas too.
  const [created] = rowsOf(
    z.object({ id: z.number().int(), name: z.string() }),
    await db.execute(
      sql`insert into ${category} (name) values (${overrides.name ?? `Category ${next()}`}) returning id, name`,
    ),
  );
  if (!created) throw new Error('category insert returned nothing');
  const names = overrides.subcategories ?? [`Subcategory ${next()}`];
  const subcategories = await db
    .insert(subcategory)
    .values(names.map((name) => ({ name, categoryId: created.id })))
    .returning();
  return { ...created, subcategories };
}

export type ProductOverrides = {
  sellerId: string;
  subcategoryId: number;
  name?: string;
  price?: number;
  priceNegotiable?: boolean;
  stock?: number;
  condition?: ProductCondition;
  status?: ProductStatus;
  description?: string;
  detail?: string;
  specs?: string;
  createdAt?: Date;
  images?: Buffer[];
};

/** What a made product is answered with. */
const createdProductSchema = productBaseSchema.extend({ subcategoryId: z.number().int() });

export async function createProduct(db: DbOrTx, overrides: ProductOverrides, images?: ImageStore) {
  const n = next();
  const name = overrides.name ?? `Product ${n}`;
  const createdAt = overrides.createdAt
    ? sql`${overrides.createdAt.toISOString()}::timestamptz`
    : sql`default`;
  const status = overrides.status ?? 'active';
  // A product taken down always carries its reason (product_taken_down_has_reason).
  const takenDownReason = status === 'hidden' ? 'Taken down in a test' : null;
  // Today's columns; the migration tests make the products of older schemas with testing/older-product.ts.
  const [created] = rowsOf(
    createdProductSchema,
    await db.execute(sql`
      insert into ${product} (name, price, price_negotiable, stock, condition, status, seller_id, sub_id, created_at,
        taken_down_reason)
      values (${name}, ${overrides.price ?? 100 * (1 + (n % 20))}, ${overrides.priceNegotiable ?? false},
        ${overrides.stock ?? 10}, ${overrides.condition ?? 'good'}, ${status},
        ${overrides.sellerId}, ${overrides.subcategoryId}, ${createdAt}, ${takenDownReason})
      returning id, name, price, price_negotiable as "priceNegotiable", stock, condition, status,
        seller_id as "sellerId", sub_id as "subcategoryId"`),
  );
  if (!created) throw new Error('product insert returned nothing');
  await db.insert(productDetails).values({
    id: created.id,
    description: overrides.description ?? `A well kept ${created.name.toLowerCase()}.`,
    detail: overrides.detail ?? `## ${created.name}\n\nUsed on campus for one semester.`,
    specs: overrides.specs ?? '| Property | Value |\n| --- | --- |\n| Condition | Good |',
  });
  const files = overrides.images ?? [];
  if (files.length > 0) {
    if (!images) throw new Error('createProduct with images needs an image store');
    const keys = await Promise.all(
      files.map((file, index) => images.save(file, productImageName(created.id, index + 1))),
    );
    await db
      .insert(productImage)
      .values(keys.map((filepath, index) => ({ productId: created.id, filepath, position: index + 1 })));
  }
  return created;
}

export async function createReview(
  db: DbOrTx,
  overrides: { productId: number; userId: string; rating?: number; comment?: string; createdAt?: Date },
) {
  const [created] = await db
    .insert(review)
    .values({
      productId: overrides.productId,
      userId: overrides.userId,
      rating: overrides.rating ?? 5,
      comment: overrides.comment ?? 'Exactly as described.',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  if (!created) throw new Error('review insert returned nothing');
  return created;
}

type PaidOrderOverrides = {
  buyerId: string;
  items: { productId: number; quantity?: number }[];
  /** Every seller's part of the order gets this delivery status; 'Delivered' unless told otherwise. */
  deliveryStatus?: DeliveryStatus;
  createdAt?: Date;
};

/**
 * An order as it stands once paid through bKash (and by default delivered): a completed payment and attempt, the
 * lines at today's prices, one delivery per seller and the ledger's postings, as
 * checkout and payment leave them.
 * Stock is left as it is: the demo data and tests set the stock they want to show.
 */
export async function createPaidOrder(db: DbOrTx, overrides: PaidOrderOverrides) {
  const quantities = new Map(overrides.items.map((item) => [item.productId, item.quantity ?? 1]));
  const products = await db
    .select({ id: product.id, price: product.price, sellerId: product.sellerId })
    .from(product)
    .where(inArray(product.id, [...quantities.keys()]));
  if (products.length !== quantities.size) throw new Error('createPaidOrder: unknown product');
  const lines = products.map((row) => ({ ...row, quantity: quantities.get(row.id) ?? 1 }));
  const at = overrides.createdAt ?? new Date();
  const transactionId = `TEST${next()}`;
  const amount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [paid] = await db
    .insert(payment)
    .values({
      status: 'completed',
      method: 'bkash',
      bankId: transactionId,
      amount,
      expiresAt: at,
      createdAt: at,
      settledAt: at,
    })
    .returning({ id: payment.id });
  if (!paid) throw new Error('payment insert returned nothing');
  await db.insert(paymentAttempt).values({
    paymentId: paid.id,
    gateway: 'bkash',
    method: 'bkash',
    reference: `CM${paid.id}-${transactionId}`,
    gatewayReference: `TR${transactionId}`,
    transactionId,
    amount,
    status: 'completed',
    deliveryAddress: 'Central Library, pick-up desk',
    deliveryPhone: '01700000000',
    createdAt: at,
    settledAt: at,
  });
  const [created] = await db
    .insert(order)
    .values({ userId: overrides.buyerId, paymentId: paid.id, createdAt: at })
    .returning({ id: order.id });
  if (!created) throw new Error('order insert returned nothing');
  await db.insert(orderItem).values(orderItemValues(created.id, lines));
  const sellerIds = [...new Set(lines.map((line) => line.sellerId))];
  await db.insert(delivery).values(
    sellerIds.map((sellerId) => ({
      orderId: created.id,
      sellerId,
      address: 'Central Library, pick-up desk',
      phone: '01700000000',
      status: overrides.deliveryStatus ?? 'Delivered',
    })),
  );
  await db.transaction((tx) => postPartsPaid(tx, { orderId: created.id, gateway: 'bkash' }));
  return { orderId: created.id, paymentId: paid.id };
}
