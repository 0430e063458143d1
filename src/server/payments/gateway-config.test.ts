import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { availablePaymentMethods } from './payment-providers';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://market.campus.test',
};
const bkashKeys = {
  BKASH_APP_KEY: 'key',
  BKASH_APP_SECRET: 'secret',
  BKASH_USERNAME: 'user',
  BKASH_PASSWORD: 'pass',
};
const sslcommerzKeys = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'store@ssl' };

describe('payment gateway configuration', () => {
  it('outside production, without settings, points both gateways at the simulators the app serves', () => {
    const { paymentGateways } = loadConfig({ PORT: '4000' });
    expect(paymentGateways.bkash).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://localhost:4000/dev-gateways/bkash/v1.2.0-beta/tokenized/checkout',
    });
    expect(paymentGateways.sslcommerz).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://localhost:4000/dev-gateways/sslcommerz',
    });
    expect(availablePaymentMethods(paymentGateways)).toEqual(['bkash', 'nagad', 'debit_card', 'credit_card']);
  });

  it('in production, offers no method whose gateway is not configured', () => {
    const none = loadConfig(production).paymentGateways;
    expect(none).toEqual({ bkash: null, sslcommerz: null });
    expect(availablePaymentMethods(none)).toEqual([]);
    const onlyBkash = loadConfig({ ...production, BKASH_MODE: 'live', ...bkashKeys }).paymentGateways;
    expect(availablePaymentMethods(onlyBkash)).toEqual(['bkash']);
    const onlySslcommerz = loadConfig({
      ...production,
      SSLCOMMERZ_MODE: 'sandbox',
      ...sslcommerzKeys,
    }).paymentGateways;
    expect(availablePaymentMethods(onlySslcommerz)).toEqual(['nagad', 'debit_card', 'credit_card']);
  });

  it('takes the official addresses for sandbox and live, unless a base URL is given', () => {
    const sandbox = loadConfig({
      BKASH_MODE: 'sandbox',
      ...bkashKeys,
      SSLCOMMERZ_MODE: 'sandbox',
      ...sslcommerzKeys,
    });
    expect(sandbox.paymentGateways).toEqual({
      bkash: {
        mode: 'sandbox',
        baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
        appKey: 'key',
        appSecret: 'secret',
        username: 'user',
        password: 'pass',
      },
      sslcommerz: {
        mode: 'sandbox',
        baseUrl: 'https://sandbox.sslcommerz.com',
        storeId: 'store',
        storePassword: 'store@ssl',
      },
    });
    const live = loadConfig({
      ...production,
      BKASH_MODE: 'live',
      ...bkashKeys,
      SSLCOMMERZ_MODE: 'live',
      ...sslcommerzKeys,
    });
    expect(live.paymentGateways.bkash?.baseUrl).toBe(
      'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
    );
    expect(live.paymentGateways.sslcommerz?.baseUrl).toBe('https://securepay.sslcommerz.com');
    const elsewhere = loadConfig({
      SSLCOMMERZ_MODE: 'simulator',
      SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:9999/ssl',
    });
    expect(elsewhere.paymentGateways.sslcommerz).toMatchObject({
      mode: 'simulator',
      baseUrl: 'http://127.0.0.1:9999/ssl',
    });
  });

  it('fails fast on settings that cannot work', () => {
    expect(() => loadConfig({ ...production, BKASH_MODE: 'simulator' })).toThrow(
      /BKASH_MODE: the simulator is not served in production/,
    );
    expect(() => loadConfig({ BKASH_MODE: 'live', BKASH_APP_KEY: 'key' })).toThrow(
      /BKASH_MODE=live needs BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD/,
    );
    expect(() => loadConfig({ ...sslcommerzKeys })).toThrow(/SSLCOMMERZ_MODE: set it to sandbox or live/);
    expect(() => loadConfig({ SSLCOMMERZ_MODE: 'test' })).toThrow(/SSLCOMMERZ_MODE/);
    expect(() => loadConfig({ BKASH_BASE_URL: 'not a url' })).toThrow(/BKASH_BASE_URL/);
  });

  it('reads empty variables as unset', () => {
    expect(loadConfig({ BKASH_MODE: '', BKASH_APP_KEY: '' }).paymentGateways.bkash?.mode).toBe('simulator');
  });
});
