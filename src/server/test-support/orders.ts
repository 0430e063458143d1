import { asc, eq } from 'drizzle-orm';
import { createOrderResponseSchema } from '../../domain/checkout';
import { orderDetailSchema } from '../../domain/orders';
import { order, payment, product, seller } from '../db/schema';
import { newKey, type Shopper } from './shop';
import type { TestApp } from './test-app';

/** A complete Pay Now form. */
export const paymentForm = {
  method: 'bkash',
  account: '01711000000',
  phone: '01811000000',
  address: 'Hall 3, Room 12',
} as const;

export const stockOf = async (t: TestApp, productId: number) =>
  (await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, productId)))[0]?.stock;

export const incomeOf = async (t: TestApp, sellerId: string) =>
  (await t.db.select({ income: seller.income }).from(seller).where(eq(seller.id, sellerId)))[0]?.income;

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** Pay Now for these lines, with a fresh idempotency key as a new review page has; answers the response. */
export const payNow = (buyer: Shopper, items: { productId: number; quantity: number }[]) =>
  buyer.call('POST', '/api/orders', { items, idempotencyKey: newKey() });

/** The person's orders with their payment's status, oldest first. */
export const ordersOf = (t: TestApp, userId: string) =>
  t.db
    .select({ id: order.id, status: order.status, payment: payment.status })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(eq(order.userId, userId))
    .orderBy(asc(order.id));

/** The buyer reserves the items through checkout (201); answers the reservation. */
export async function reserve(buyer: Shopper, items: { productId: number; quantity: number }[]) {
  const response = await payNow(buyer, items);
  expectStatus(response, 201, 'checkout');
  return createOrderResponseSchema.parse(response.json());
}

/** The buyer pays a reservation with the payment form (200); answers the paid order. */
export async function pay(buyer: Shopper, orderId: number) {
  const response = await buyer.call('POST', `/api/orders/${orderId}/pay`, paymentForm);
  expectStatus(response, 200, 'Pay Now');
  return orderDetailSchema.parse(response.json());
}
