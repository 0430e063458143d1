import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema, reviewSchema } from '../../../domain/review';
import { review } from '../../db/schema';
import { createCategory, createProduct, createReview, createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let buyer: { id: string; name: string; email: string };
let buyerCookie: string;
let subcategoryId: number;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.db, { role: 'seller' })).id;
  buyer = await createUser(t.db, { name: 'Nusrat Jahan' });
  buyerCookie = await t.signIn(buyer.email);
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
});
afterAll(() => t.close());

const newProduct = async (status: 'active' | 'pending' = 'active') =>
  (await createProduct(t.db, { sellerId, subcategoryId, status })).id;

function post(productId: number, payload: unknown, cookie: string | null = buyerCookie) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

async function reviewCount(productId: number) {
  return (await t.db.select().from(review).where(eq(review.productId, productId))).length;
}

describe('POST /api/products/:id/reviews', () => {
  it('stores a review with the reviewer from the session and a trimmed comment', async () => {
    const productId = await newProduct();
    const response = await post(productId, { comment: '  Great book  ', rating: 4, userId: 'someone-else' });
    expect(response.statusCode).toBe(201);
    expect(reviewSchema.parse(response.json())).toMatchObject({
      comment: 'Great book',
      rating: 4,
      reviewer: { id: buyer.id, name: 'Nusrat Jahan' },
    });
  });

  it.each([
    [{ comment: '   ', rating: 5 }, 'Please write something before submitting.'],
    [{ rating: 5 }, 'Please write something before submitting.'],
    [{ comment: 'Nice' }, 'Please choose a rating.'],
    [{ comment: 'Nice', rating: 0 }, 'Please choose a rating.'],
    [{ comment: 'Nice', rating: 6 }, 'Please choose a rating.'],
    [{ comment: 'Nice', rating: 4.5 }, 'Please choose a rating.'],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const productId = await newProduct();
    const response = await post(productId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation', message });
    expect(await reviewCount(productId)).toBe(0);
  });

  it('refuses a visitor', async () => {
    const productId = await newProduct();
    const response = await post(productId, { comment: 'Nice', rating: 5 }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect(await reviewCount(productId)).toBe(0);
  });

  it('answers 404 for a product the reviewer cannot see', async () => {
    const productId = await newProduct('pending');
    expect((await post(productId, { comment: 'Nice', rating: 5 })).statusCode).toBe(404);
    expect((await post(999_999, { comment: 'Nice', rating: 5 })).statusCode).toBe(404);
    expect(await reviewCount(productId)).toBe(0);
  });

  it('updates the product rating at once, averaged to one decimal', async () => {
    const productId = await newProduct();
    const rating = async () => (await t.app.inject(`/api/products/${productId}`)).json().rating;
    expect(await rating()).toEqual({ average: null, count: 0 });
    for (const stars of [5, 4, 4]) await post(productId, { comment: 'ok', rating: stars });
    expect(await rating()).toEqual({ average: 4.3, count: 3 });
    await post(productId, { comment: 'ok', rating: 1 });
    expect(await rating()).toEqual({ average: 3.5, count: 4 });
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('lists reviews newest first with the reviewer name, rating and date', async () => {
    const productId = await newProduct();
    const day = 86_400_000;
    await createReview(t.db, {
      productId,
      userId: buyer.id,
      comment: 'oldest',
      createdAt: new Date(Date.now() - 2 * day),
    });
    await createReview(t.db, {
      productId,
      userId: buyer.id,
      comment: 'older',
      createdAt: new Date(Date.now() - day),
    });
    await post(productId, { comment: 'newest', rating: 3 });
    const response = await t.app.inject(`/api/products/${productId}/reviews`);
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews.map((r) => r.comment)).toEqual(['newest', 'older', 'oldest']);
    expect(reviews[0]).toMatchObject({ rating: 3, reviewer: { name: 'Nusrat Jahan' } });
    expect(Date.parse(reviews[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hides the reviews of a pending product from visitors', async () => {
    const productId = await newProduct('pending');
    expect((await t.app.inject(`/api/products/${productId}/reviews`)).statusCode).toBe(404);
  });
});
