import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutTermsSchema } from '../../../../domain/checkout';
import {
  type GatewaySimulators,
  startGatewaySimulators,
} from '../../../../gateway-simulators/standalone-server';
import { simulatorCredentials } from '../../../payments/gateway-config';
import { reserve } from '../../../testing/orders';
import { countCalls } from '../../../testing/payment-outcomes';
import { listProducts, signedIn } from '../../../testing/shop';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const { bkash: keys } = simulatorCredentials;

let sandbox: GatewaySimulators;
let t: TestApp;
beforeAll(async () => {
  // Production with bKash alone configured (its "sandbox" here is the simulator on a port of its own).
  sandbox = await startGatewaySimulators(simulatorCredentials);
  t = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    BKASH_MODE: 'sandbox',
    BKASH_BASE_URL: sandbox.bkashBaseUrl,
    BKASH_APP_KEY: keys.appKey,
    BKASH_APP_SECRET: keys.appSecret,
    BKASH_USERNAME: keys.username,
    BKASH_PASSWORD: keys.password,
  });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('in production, only the methods of configured gateways', () => {
  it('are offered, and the others are refused before any gateway is called', async () => {
    const terms = checkoutTermsSchema.parse((await t.app.inject({ url: '/api/checkout/terms' })).json());
    expect(terms.paymentMethods).toEqual(['bkash']);
    const seller = await signedIn(t, 'seller');
    const buyer = await signedIn(t);
    const { item } = await listProducts(t, seller.id, { item: { price: 500, stock: 2 } });
    const { orderId } = await reserve(buyer, [{ productId: item.id, quantity: 1 }]);
    const calls = countCalls(sandbox.sslcommerz.state.calls);
    const card = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'credit_card',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(card.statusCode).toBe(409);
    expect(card.json().error.code).toBe('payment_method_unavailable');
    expect(calls()).toMatchObject({ session: 0 });
    const bkash = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'bkash',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(bkash.statusCode).toBe(200);
    expect(bkash.json().redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bkash\//);
  });
});
