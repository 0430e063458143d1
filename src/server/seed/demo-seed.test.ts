import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product, productImage, review, user } from '../db/schema';
import { reviewEligibility } from '../features/reviews/eligibility';
import { isImageServed } from '../testing/served-image';
import { createTestApp, type TestApp } from '../testing/test-app';
import { demoAccounts } from './demo-accounts';
import { seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, t.images)).toBe('seeded');
}, 120_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the five demo accounts, confirmed, and each can sign in', async () => {
    const rows = await t.db
      .select({ email: user.email, status: user.status, verified: user.emailVerified })
      .from(user);
    expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    expect(rows.every((row) => row.status === 'confirmed' && row.verified)).toBe(true);
    for (const account of demoAccounts) await t.signIn(account.email, 'campus123');
  });

  it('lists at least 30 products over both sellers, some out of stock and some pending, with images', async () => {
    const bySeller = await t.db
      .select({ sellerId: product.sellerId, n: count() })
      .from(product)
      .groupBy(product.sellerId);
    expect(bySeller).toHaveLength(2);
    expect(bySeller.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(30);
    const statuses = await t.db
      .select({ status: product.status, n: count() })
      .from(product)
      .groupBy(product.status);
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toMatchObject({
      active: expect.any(Number),
      pending: expect.any(Number),
      'out-of-stock': expect.any(Number),
    });
    const [withoutImage] = await t.db
      .select({ n: count() })
      .from(product)
      .where(sql`not exists (select 1 from ${productImage} where ${productImage.productId} = ${product}.id)`);
    expect(withoutImage?.n).toBe(0);
    const [first] = await t.db
      .select({ key: productImage.filepath })
      .from(productImage)
      .where(eq(productImage.position, 1))
      .limit(1);
    for (const variant of ['thumb', 'card', 'full'] as const) {
      expect(await isImageServed(t, first?.key ?? '', variant)).toBe(true);
    }
    const [reviews] = await t.db.select({ n: count() }).from(review);
    expect(reviews?.n).toBeGreaterThan(0);
  });

  it('has reviews only by buyers who received the product, one each, none by its seller', async () => {
    const reviews = await t.db.select({ productId: review.productId, userId: review.userId }).from(review);
    expect(reviews.length).toBeGreaterThan(0);
    for (const row of reviews)
      expect(await reviewEligibility(t.db, row.productId, row.userId), JSON.stringify(row)).toBe('eligible');
  });

  it('is idempotent', async () => {
    const [before] = await t.db.select({ n: count() }).from(product);
    expect(await seedDemo(t.db, t.images)).toBe('already-present');
    const [after] = await t.db.select({ n: count() }).from(product);
    expect(after?.n).toBe(before?.n);
  });
});
