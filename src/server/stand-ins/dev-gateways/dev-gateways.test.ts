import { afterAll, describe, expect, it } from 'vitest';
import { createBkashSimulator } from '../../../gateway-simulators/bkash/bkash-simulator';
import { createSslcommerzSimulator } from '../../../gateway-simulators/sslcommerz/sslcommerz-simulator';
import { loadConfig } from '../../config';
import { simulatorCredentials } from '../../payments/gateway-config';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app';

const { bkash: bkashKeys, sslcommerz: store } = simulatorCredentials;

const t = await createTestApp();
afterAll(() => t.close());

/** Where the test app's configuration points each gateway, as a path on the app itself. */
function configuredPath(gateway: 'bkash' | 'sslcommerz'): string {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN });
  const baseUrl = config.paymentGateways[gateway]?.baseUrl ?? '';
  expect(baseUrl.startsWith(TEST_ORIGIN)).toBe(true);
  return baseUrl.slice(TEST_ORIGIN.length);
}

const grantToken = () =>
  t.app.inject({
    method: 'POST',
    url: `${configuredPath('bkash')}/token/grant`,
    headers: { username: bkashKeys.username, password: bkashKeys.password },
    payload: { app_key: bkashKeys.appKey, app_secret: bkashKeys.appSecret },
  });

describe('outside production, the app serves the gateway simulators where its configuration points', () => {
  it('bKash: the token grant answers with an id_token', async () => {
    const response = await grantToken();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: 3600 });
  });

  it("SSLCommerz: a session opens on the method page, at the app's public address, which a browser can use", async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: `${configuredPath('sslcommerz')}/gwprocess/v4/api.php`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        store_id: store.storeId,
        store_passwd: store.storePassword,
        total_amount: '150.00',
        currency: 'BDT',
        tran_id: 'CM-DEV-1',
        success_url: `${TEST_ORIGIN}/back`,
        fail_url: `${TEST_ORIGIN}/back`,
        cancel_url: `${TEST_ORIGIN}/back`,
        cus_name: 'Rahim',
        cus_email: 'rahim@campus.test',
        cus_add1: 'Campus',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        cus_phone: '01700000000',
        shipping_method: 'NO',
        product_name: 'Desk lamp',
        product_category: 'Campus Market',
        product_profile: 'physical-goods',
      }).toString(),
    });
    const answer = session.json();
    expect(answer).toMatchObject({ status: 'SUCCESS' });
    const pageUrl = new URL(answer.GatewayPageURL);
    expect(pageUrl.origin).toBe(TEST_ORIGIN);
    const page = await t.app.inject({ url: `${pageUrl.pathname}${pageUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<legend>Choose how to pay</legend>');
    // The page's own form, posted from our origin, passes the cross-site guard and returns a signed post.
    const [, sessionKey] = /name="SESSIONKEY" value="([^"]+)"/.exec(page.body) ?? [];
    const paid = await t.app.inject({
      method: 'POST',
      url: pageUrl.pathname,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SESSIONKEY: sessionKey ?? '',
        action: 'pay',
        method: 'visa',
      }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain(`action="${TEST_ORIGIN}/back"`);
    expect(paid.body).toContain('name="verify_sign"');
  });

  it('their controls answer only this computer, and their faults take effect', async () => {
    const controls = configuredPath('bkash').replace('/v1.2.0-beta/tokenized/checkout', '/_simulator');
    const stranger = await t.app.inject({ url: controls, remoteAddress: '192.168.1.20' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: { code: 'local_only' } });
    const down = await t.app.inject({ method: 'PUT', url: `${controls}/faults`, payload: { down: true } });
    expect(down.json()).toMatchObject({ faults: { down: true } });
    expect((await grantToken()).statusCode).toBe(503);
    await t.app.inject({ method: 'PUT', url: `${controls}/faults`, payload: { down: false } });
    expect((await grantToken()).statusCode).toBe(200);
    const state = await t.app.inject({ url: controls });
    expect(state.json().calls.grant).toBeGreaterThan(0);
  });
});

describe('in production', () => {
  it('the simulators are not served, and no payment method is offered without a configured gateway', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    try {
      for (const url of [
        '/dev-gateways/bkash/payment?paymentID=TR0011X',
        '/dev-gateways/sslcommerz/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=X',
        '/dev-gateways/bkash/_simulator',
      ]) {
        expect((await production.app.inject({ url })).statusCode).toBe(404);
      }
      const grant = await production.app.inject({
        method: 'POST',
        url: '/dev-gateways/bkash/v1.2.0-beta/tokenized/checkout/token/grant',
        payload: {},
      });
      expect(grant.statusCode).toBe(404);
      const terms = await production.app.inject({ url: '/api/checkout/terms' });
      expect(terms.json()).toMatchObject({ paymentMethods: [] });
    } finally {
      await production.close();
    }
  });

  it('the simulators refuse to be built at all', () => {
    expect(() => createBkashSimulator({ credentials: bkashKeys, env: 'production' })).toThrow(/never served/);
    expect(() => createSslcommerzSimulator({ store, env: 'production' })).toThrow(/never served/);
  });
});
