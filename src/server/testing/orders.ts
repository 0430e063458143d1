import { asc, eq } from 'drizzle-orm';
import { createOrderResponseSchema, type PaymentMethod } from '../../domain/checkout';
import { orderDetailSchema } from '../../domain/orders';
import { payOrderResponseSchema } from '../../domain/payment-attempt';
import { order, payment, product } from '../db/schema';
import { earned, readSellerBalances } from '../features/balances/seller-balances';
import { throughBkashPage, throughSslcommerzPage } from './gateway-pages';
import { newKey, type Shopper } from './shop';
import type { TestApp } from './test-app';

/** A complete payment form: the method and where to deliver (numbers are typed on the gateway's page). */
export const paymentForm = {
  method: 'bkash',
  phone: '01811000000',
  address: 'Hall 3, Room 12',
} as const;

export const stockOf = async (t: TestApp, productId: number) =>
  (await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, productId)))[0]?.stock;

/** What a seller earned, per the ledger: their balances together (features/balances). */
export const incomeOf = async (t: TestApp, sellerId: string) =>
  earned(await readSellerBalances(t.db, sellerId));

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

/** Pay on the payment page (200): answers the gateway's page the buyer is sent to. */
export async function startPayment(
  buyer: Shopper,
  orderId: number,
  form: { method: PaymentMethod; phone?: string; address?: string } = paymentForm,
) {
  const response = await buyer.call('POST', `/api/orders/${orderId}/pay`, { ...paymentForm, ...form });
  expectStatus(response, 200, 'Pay');
  return payOrderResponseSchema.parse(response.json()).redirectUrl;
}

/** The buyer's browser comes back from bKash's page to our callback, which answers where it sends the buyer. */
export async function bkashCallback(buyer: Shopper, query: Record<string, string>) {
  return buyer.call('GET', `/api/payments/bkash/callback?${new URLSearchParams(query)}`);
}

/** SSLCommerz's page posts the signed fields to our return (a cross-site form post, without the session). */
export function sslcommerzPost(t: Pick<TestApp, 'app'>, url: string, fields: Record<string, string>) {
  const target = new URL(url);
  return t.app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://sandbox.sslcommerz.com',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The buyer's order as the API answers it. */
export async function orderOf(buyer: Shopper, orderId: number) {
  const response = await buyer.call('GET', `/api/orders/${orderId}`);
  expectStatus(response, 200, 'order');
  return orderDetailSchema.parse(response.json());
}

/**
 * The buyer pays a reservation through the simulators' pages: bKash (wallet, code, PIN), or for the other methods
 * SSLCommerz's page. Answers the paid order.
 */
export async function pay(
  buyer: Shopper,
  orderId: number,
  form: { method?: PaymentMethod; phone?: string; address?: string } = {},
) {
  const method = form.method ?? 'bkash';
  const page = await startPayment(buyer, orderId, { ...form, method });
  if (method === 'bkash') {
    expectStatus(await bkashCallback(buyer, await throughBkashPage(page)), 303, 'bKash callback');
  } else {
    const posted = await throughSslcommerzPage(page, { method: method === 'nagad' ? 'nagad' : 'visa' });
    expectStatus(await sslcommerzPost(buyer, posted.action, posted.fields), 303, 'SSLCommerz return');
  }
  const detail = await orderOf(buyer, orderId);
  if (detail.payment.status !== 'completed') throw new Error(`not paid: ${JSON.stringify(detail.payment)}`);
  return detail;
}
