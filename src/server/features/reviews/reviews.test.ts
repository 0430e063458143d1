import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../domain/checkout';
import type { DeliveryStatus } from '../../../domain/delivery-steps';
import { myReviewSchema, reviewListSchema, reviewSchema } from '../../../domain/review';
import { delivery, order, review } from '../../db/schema';
import { createCategory, createPaidOrder, createProduct, createReview } from '../../seed/factories';
import { pay } from '../../testing/orders';
import { newKey, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, seller, otherSeller] = await shopApp(['seller', 'seller']);
let subcategoryId: number;

beforeAll(async () => {
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
});

const newProduct = async (status: 'active' | 'pending' = 'active', by: Shopper = seller) =>
  (await createProduct(t.db, { sellerId: by.id, subcategoryId, status })).id;

/** A signed-in buyer whose order of the product reached `deliveryStatus` ('Delivered' by default). */
async function buyerOf(productId: number, deliveryStatus: DeliveryStatus = 'Delivered') {
  const buyer = await signedIn(t);
  await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId }], deliveryStatus });
  return buyer;
}

const post = (by: Shopper, productId: number, payload: unknown) =>
  by.call('POST', `/api/products/${productId}/reviews`, payload as Record<string, unknown>);
const edit = (by: Shopper, productId: number, payload: unknown) =>
  by.call('PUT', `/api/products/${productId}/reviews/mine`, payload as Record<string, unknown>);
const mine = async (by: Shopper, productId: number) =>
  myReviewSchema.parse((await by.call('GET', `/api/products/${productId}/reviews/mine`)).json());

async function reviewCount(productId: number) {
  return (await t.db.select().from(review).where(eq(review.productId, productId))).length;
}

const rating = async (productId: number) => (await t.app.inject(`/api/products/${productId}`)).json().rating;

describe('POST /api/products/:id/reviews by a buyer who received the product', () => {
  it('stores a review with the reviewer from the session and a trimmed comment', async () => {
    const productId = await newProduct();
    const buyer = await buyerOf(productId);
    const response = await post(buyer, productId, {
      comment: '  Great book  ',
      rating: 4,
      userId: seller.id,
    });
    expect(response.statusCode).toBe(201);
    expect(reviewSchema.parse(response.json())).toMatchObject({
      comment: 'Great book',
      rating: 4,
      reviewer: { id: buyer.id },
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
    const response = await post(await buyerOf(productId), productId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation', message });
    expect(await reviewCount(productId)).toBe(0);
  });

  it('updates the product rating at once, averaged to one decimal', async () => {
    const productId = await newProduct();
    expect(await rating(productId)).toEqual({ average: null, count: 0 });
    for (const stars of [5, 4, 4])
      await post(await buyerOf(productId), productId, { comment: 'ok', rating: stars });
    expect(await rating(productId)).toEqual({ average: 4.3, count: 3 });
    await post(await buyerOf(productId), productId, { comment: 'ok', rating: 1 });
    expect(await rating(productId)).toEqual({ average: 3.5, count: 4 });
  });

  it('works after the real journey: checkout, payment, shipping and Received', async () => {
    const productId = await newProduct();
    const buyer = await signedIn(t);
    const created = createOrderResponseSchema.parse(
      (
        await buyer.call('POST', '/api/orders', {
          items: [{ productId, quantity: 1 }],
          idempotencyKey: newKey(),
        })
      ).json(),
    );
    const paid = await pay(buyer, created.orderId, { address: 'Hall 4' });
    const deliveryId = paid.deliveries[0]?.id ?? 0;
    expect((await post(buyer, productId, { comment: 'Early', rating: 5 })).statusCode).toBe(403);
    await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    expect((await post(buyer, productId, { comment: 'Early', rating: 5 })).statusCode).toBe(403);
    await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);
    expect((await post(buyer, productId, { comment: 'Arrived', rating: 5 })).statusCode).toBe(201);
  });
});

describe('who may not review', () => {
  const notBuyer = { code: 'not_buyer', message: 'Only buyers who received this product can review it.' };

  it('a visitor must sign in', async () => {
    const productId = await newProduct();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { comment: 'Nice', rating: 5 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect(await reviewCount(productId)).toBe(0);
  });

  it('someone who never bought it', async () => {
    const productId = await newProduct();
    const response = await post(await signedIn(t), productId, { comment: 'Terrible', rating: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(notBuyer);
    expect(await reviewCount(productId)).toBe(0);
  });

  it.each(['pending', 'On the Way'] as const)('a buyer whose delivery is still %s', async (status) => {
    const productId = await newProduct();
    const response = await post(await buyerOf(productId, status), productId, { comment: 'Hm', rating: 2 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual(notBuyer);
  });

  it('a buyer whose order an administrator deleted', async () => {
    const productId = await newProduct();
    const buyer = await signedIn(t);
    const { orderId } = await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId }] });
    await t.db.update(order).set({ status: 'deleted' }).where(eq(order.id, orderId));
    expect((await post(buyer, productId, { comment: 'Hm', rating: 2 })).json().error).toEqual(notBuyer);
  });

  it('a buyer who received another seller’s part of the same order, not this one', async () => {
    const mineToShip = await newProduct();
    const theirs = await newProduct('active', otherSeller);
    const buyer = await signedIn(t);
    const { orderId } = await createPaidOrder(t.db, {
      buyerId: buyer.id,
      items: [{ productId: mineToShip }, { productId: theirs }],
      deliveryStatus: 'On the Way',
    });
    await t.db
      .update(delivery)
      .set({ status: 'Delivered' })
      .where(and(eq(delivery.orderId, orderId), eq(delivery.sellerId, otherSeller.id)));
    expect((await post(buyer, mineToShip, { comment: 'Hm', rating: 2 })).json().error).toEqual(notBuyer);
    expect((await post(buyer, theirs, { comment: 'Good', rating: 4 })).statusCode).toBe(201);
  });

  it('the product’s own seller', async () => {
    const productId = await newProduct();
    const response = await post(seller, productId, { comment: 'Best product ever', rating: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'own_product',
      message: 'You cannot review your own product.',
    });
    expect(await reviewCount(productId)).toBe(0);
  });

  it('a buyer a second time: one review each, however often they post', async () => {
    const productId = await newProduct();
    const buyer = await buyerOf(productId);
    expect((await post(buyer, productId, { comment: 'Fine', rating: 4 })).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await post(buyer, productId, { comment: 'Awful', rating: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'already_reviewed',
        message: 'You have already reviewed this product.',
      });
    }
    expect(await reviewCount(productId)).toBe(1);
    expect(await rating(productId)).toEqual({ average: 4, count: 1 });
  });

  it('answers 404 for a product the reviewer cannot see', async () => {
    const productId = await newProduct('pending');
    const buyer = await signedIn(t);
    expect((await post(buyer, productId, { comment: 'Nice', rating: 5 })).statusCode).toBe(404);
    expect((await post(buyer, 999_999, { comment: 'Nice', rating: 5 })).statusCode).toBe(404);
    expect(await reviewCount(productId)).toBe(0);
  });
});

describe('PUT /api/products/:id/reviews/mine', () => {
  it('edits the buyer’s review in place: one row, the new words and stars, the average follows', async () => {
    const productId = await newProduct();
    const buyer = await buyerOf(productId);
    await post(await buyerOf(productId), productId, { comment: 'Good', rating: 4 });
    const first = reviewSchema.parse((await post(buyer, productId, { comment: 'Great', rating: 5 })).json());
    expect(await rating(productId)).toEqual({ average: 4.5, count: 2 });

    const response = await edit(buyer, productId, { comment: '  It broke after a week.  ', rating: 2 });
    expect(response.statusCode).toBe(200);
    expect(reviewSchema.parse(response.json())).toEqual({
      ...first,
      comment: 'It broke after a week.',
      rating: 2,
    });
    expect(await reviewCount(productId)).toBe(2);
    expect(await rating(productId)).toEqual({ average: 3, count: 2 });
  });

  it('refuses bad input with the form messages and keeps the review', async () => {
    const productId = await newProduct();
    const buyer = await buyerOf(productId);
    await post(buyer, productId, { comment: 'Great', rating: 5 });
    const response = await edit(buyer, productId, { comment: ' ', rating: 5 });
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Please write something before submitting.',
    });
    expect((await mine(buyer, productId)).review).toMatchObject({ comment: 'Great', rating: 5 });
  });

  it('answers 404 when the buyer has not reviewed yet, and 403 to anyone who may not review', async () => {
    const productId = await newProduct();
    const notYet = await edit(await buyerOf(productId), productId, { comment: 'Hm', rating: 3 });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().error).toEqual({
      code: 'not_found',
      message: 'You have not reviewed this product yet.',
    });
    expect((await edit(await signedIn(t), productId, { comment: 'Hm', rating: 3 })).statusCode).toBe(403);
    expect((await edit(seller, productId, { comment: 'Hm', rating: 3 })).statusCode).toBe(403);
    expect(await reviewCount(productId)).toBe(0);
  });

  it('cannot touch another buyer’s review', async () => {
    const productId = await newProduct();
    const author = await buyerOf(productId);
    const other = await buyerOf(productId);
    await post(author, productId, { comment: 'Mine', rating: 5 });
    expect((await edit(other, productId, { comment: 'Hijacked', rating: 1 })).statusCode).toBe(404);
    expect((await mine(author, productId)).review).toMatchObject({ comment: 'Mine', rating: 5 });
  });
});

describe('GET /api/products/:id/reviews/mine', () => {
  it('tells each person whether they may review, with their review once written', async () => {
    const productId = await newProduct();
    const buyer = await buyerOf(productId);
    expect(await mine(buyer, productId)).toEqual({ eligibility: 'eligible', review: null });
    await post(buyer, productId, { comment: 'Great', rating: 5 });
    expect(await mine(buyer, productId)).toMatchObject({
      eligibility: 'eligible',
      review: { comment: 'Great', rating: 5, reviewer: { id: buyer.id } },
    });
    expect(await mine(await signedIn(t), productId)).toEqual({ eligibility: 'not_buyer', review: null });
    expect(await mine(seller, productId)).toEqual({ eligibility: 'own_product', review: null });
    expect((await t.app.inject(`/api/products/${productId}/reviews/mine`)).statusCode).toBe(401);
  });
});

describe('GET /api/products/:id/reviews', () => {
  it('lists reviews newest first with the reviewer name, rating and date', async () => {
    const productId = await newProduct();
    const day = 86_400_000;
    const first = await buyerOf(productId);
    const second = await buyerOf(productId);
    const third = await buyerOf(productId);
    await createReview(t.db, {
      productId,
      userId: first.id,
      comment: 'oldest',
      createdAt: new Date(Date.now() - 2 * day),
    });
    await createReview(t.db, {
      productId,
      userId: second.id,
      comment: 'older',
      createdAt: new Date(Date.now() - day),
    });
    await post(third, productId, { comment: 'newest', rating: 3 });
    const response = await t.app.inject(`/api/products/${productId}/reviews`);
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews.map((r) => r.comment)).toEqual(['newest', 'older', 'oldest']);
    expect(reviews[0]).toMatchObject({ rating: 3, reviewer: { id: third.id } });
    expect(Date.parse(reviews[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hides the reviews of a pending product from visitors', async () => {
    const productId = await newProduct('pending');
    expect((await t.app.inject(`/api/products/${productId}/reviews`)).statusCode).toBe(404);
  });
});
