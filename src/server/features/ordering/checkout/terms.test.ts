import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutTermsSchema, createOrderResponseSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import { listProducts, newKey, signedIn } from '../../../testing/shop';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_WINDOW_SECONDS: '600', MEET_UP_HOLD_HOURS: '24' });
});
afterAll(() => t.close());

describe('GET /api/checkout/terms', () => {
  it('announces the payment window the server gives every order it reserves', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/api/checkout/terms' });
    expect(terms.statusCode).toBe(200);
    // Outside production an unconfigured gateway is its simulator, so every method is offered.
    expect(checkoutTermsSchema.parse(terms.json())).toEqual({
      paymentWindowSeconds: 600,
      paymentMethods: ['bkash', 'nagad', 'debit_card', 'credit_card'],
      meetUpHoldHours: 24,
    });

    const seller = await signedIn(t, 'seller');
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 450, stock: 3 } });
    const reserved = await buyer.call('POST', '/api/orders', {
      items: [{ productId: lamp.id, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    const { orderId } = createOrderResponseSchema.parse(reserved.json());
    const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
    const windowMs = Date.parse(detail.payment.expiresAt) - Date.parse(detail.createdAt);
    expect(windowMs).toBe(600_000);

    const inPerson = await buyer.call('POST', '/api/orders', {
      items: [{ productId: lamp.id, quantity: 1 }],
      idempotencyKey: newKey(),
      meetUp: { phone: '01711000000', place: 'Library entrance' },
    });
    const placed = createOrderResponseSchema.parse(inPerson.json());
    const held = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${placed.orderId}`)).json());
    expect(Date.parse(held.payment.expiresAt) - Date.parse(held.createdAt)).toBe(24 * 3600_000);
  });
});
