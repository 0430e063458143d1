import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { sellerOrderLinesSchema, sellerSummarySchema } from '../../../../domain/seller-orders';
import { order } from '../../../db/schema';
import { createReview, createUser } from '../../../seed/factories';
import { pay } from '../../../testing/orders';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t] = await shopApp();

const payForm = { method: 'bkash', phone: '01711000000', address: 'North Hall 214' } as const;

/** A buyer orders the given quantities of products and, unless told otherwise, pays. */
async function placeOrder(buyer: Shopper, items: { productId: number; quantity: number }[], paid = true) {
  const created = createOrderResponseSchema.parse(
    (await buyer.call('POST', '/api/orders', { items, idempotencyKey: newKey() })).json(),
  );
  if (paid) await pay(buyer, created.orderId, payForm);
  return created.orderId;
}

const summaryOf = async (who: Shopper) =>
  sellerSummarySchema.parse((await who.call('GET', '/api/seller/summary')).json());
const linesOf = async (who: Shopper) =>
  sellerOrderLinesSchema.parse((await who.call('GET', '/api/seller/order-lines')).json()).lines;

describe('Seller orders', () => {
  it("lists each paid line of the seller's products with the buyer, address, phone and delivery", async () => {
    const seller = await signedIn(t, 'seller');
    const other = await signedIn(t, 'seller');
    const { pen, ink } = await listProducts(t, seller.id, {
      pen: { name: 'Pen', price: 40 },
      ink: { name: 'Ink', price: 90 },
    });
    const { theirs } = await listProducts(t, other.id, { theirs: { name: 'Not mine', price: 10 } });
    const buyer = await signedIn(t);
    const orderId = await placeOrder(buyer, [
      { productId: pen.id, quantity: 3 },
      { productId: ink.id, quantity: 1 },
      { productId: theirs.id, quantity: 1 },
    ]);
    await placeOrder(buyer, [{ productId: pen.id, quantity: 1 }], false);

    const lines = await linesOf(seller);
    expect(
      lines.map(({ productName, quantity, total, address, phone, status, orderId: id }) => ({
        productName,
        quantity,
        total,
        address,
        phone,
        status,
        id,
      })),
    ).toEqual([
      {
        productName: 'Pen',
        quantity: 3,
        total: 120,
        address: 'North Hall 214',
        phone: '01711000000',
        status: 'pending',
        id: orderId,
      },
      {
        productName: 'Ink',
        quantity: 1,
        total: 90,
        address: 'North Hall 214',
        phone: '01711000000',
        status: 'pending',
        id: orderId,
      },
    ]);
    const [buyerRow] = await t.db.select({ userId: order.userId }).from(order).where(eq(order.id, orderId));
    expect(buyerRow?.userId).toBe(buyer.id);
    expect(lines[0]?.buyerName).toMatch(/^Test User/);

    const shipped = await seller.call('POST', `/api/deliveries/${lines[0]?.deliveryId}/ship`);
    expect(shipped.statusCode).toBe(200);
    expect((await linesOf(seller)).map((line) => line.status)).toEqual(['On the Way', 'On the Way']);
    expect((await linesOf(other)).map((line) => [line.productName, line.status])).toEqual([
      ['Not mine', 'pending'],
    ]);
  });

  it('is empty for a seller nobody bought from', async () => {
    expect(await linesOf(await signedIn(t, 'seller'))).toEqual([]);
  });

  it('is refused to banned sellers and plain users', async () => {
    for (const role of ['banned-seller', 'user'] as const)
      expect((await (await signedIn(t, role)).call('GET', '/api/seller/order-lines')).statusCode).toBe(403);
  });
});

describe('the seller dashboard summary', () => {
  it('counts paid units and their amount, and leaves out unpaid and deleted orders', async () => {
    const seller = await signedIn(t, 'seller');
    const { mug, lamp } = await listProducts(t, seller.id, {
      mug: { price: 250, stock: 20 },
      lamp: { price: 1200, stock: 5, status: 'pending' },
    });
    expect(await summaryOf(seller)).toEqual({ rating: null, totalSales: 0, totalAmount: 0, productCount: 2 });

    const buyer = await signedIn(t);
    await placeOrder(buyer, [{ productId: mug.id, quantity: 2 }]);
    await placeOrder(buyer, [{ productId: mug.id, quantity: 4 }], false);
    const deleted = await placeOrder(buyer, [{ productId: mug.id, quantity: 1 }]);
    await t.db.update(order).set({ status: 'deleted' }).where(eq(order.id, deleted));
    expect(lamp.status).toBe('pending');

    expect(await summaryOf(seller)).toEqual({
      rating: null,
      totalSales: 2,
      totalAmount: 500,
      productCount: 2,
    });
  });

  it('rates the seller by the average of every review of their products, one decimal, and N/A before any', async () => {
    const seller = await signedIn(t, 'seller');
    const other = await signedIn(t, 'seller');
    const { mug, lamp } = await listProducts(t, seller.id, {
      mug: { price: 250 },
      lamp: { price: 1200, status: 'out-of-stock' },
    });
    const { theirs } = await listProducts(t, other.id, { theirs: { price: 10 } });
    const review = async (productId: number, rating: number) =>
      createReview(t.db, { productId, userId: (await createUser(t.db)).id, rating });

    expect((await summaryOf(seller)).rating).toBeNull();
    await review(mug.id, 5);
    await review(mug.id, 4);
    await review(lamp.id, 4);
    await review(theirs.id, 1);
    expect((await summaryOf(seller)).rating).toBe(4.3);
    await review(lamp.id, 1);
    expect((await summaryOf(seller)).rating).toBe(3.5);
    expect((await summaryOf(other)).rating).toBe(1);
  });
});
