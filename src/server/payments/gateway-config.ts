import { z } from 'zod';
import type { BkashCredentials } from './bkash/bkash-client';
import type { SslcommerzStore } from './sslcommerz/sslcommerz-client';

/** simulator: the local simulators (never in production); sandbox: the gateways' test systems; live: real money. */
export const gatewayModes = ['simulator', 'sandbox', 'live'] as const;
export type GatewayMode = (typeof gatewayModes)[number];

export type BkashConfig = BkashCredentials & { mode: GatewayMode; baseUrl: string };
export type SslcommerzConfig = SslcommerzStore & { mode: GatewayMode; baseUrl: string };
/** A gateway left null is not configured: its methods are not offered. */
export type PaymentGateways = { bkash: BkashConfig | null; sslcommerz: SslcommerzConfig | null };

const officialBaseUrls = {
  bkash: {
    sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
    live: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
  },
  sslcommerz: { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' },
};

/** Where the app serves the simulators outside production, and the API path under each. */
export const simulatorPaths = {
  bkash: { mount: '/dev-gateways/bkash', api: '/v1.2.0-beta/tokenized/checkout' },
  sslcommerz: { mount: '/dev-gateways/sslcommerz', api: '' },
};

/** The credentials the simulators the app serves accept: they guard no money. */
export const simulatorCredentials = {
  bkash: {
    appKey: 'simulator-app-key',
    appSecret: 'simulator-app-secret',
    username: 'simulator',
    password: 'simulator-password',
  } satisfies BkashCredentials,
  sslcommerz: {
    storeId: 'campusmarket0sim',
    storePassword: 'simulator-store-password',
  } satisfies SslcommerzStore,
};

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const secret = z.preprocess(unsetWhenEmpty, z.string().optional());
const baseUrl = z.preprocess(unsetWhenEmpty, z.url().optional());
const mode = z.preprocess(unsetWhenEmpty, z.enum(gatewayModes).optional());

/** The payment variables of the environment; src/server/config.ts reads them with the rest. */
export const paymentEnvShape = {
  BKASH_MODE: mode,
  BKASH_BASE_URL: baseUrl,
  BKASH_APP_KEY: secret,
  BKASH_APP_SECRET: secret,
  BKASH_USERNAME: secret,
  BKASH_PASSWORD: secret,
  SSLCOMMERZ_MODE: mode,
  SSLCOMMERZ_BASE_URL: baseUrl,
  SSLCOMMERZ_STORE_ID: secret,
  SSLCOMMERZ_STORE_PASSWORD: secret,
};
type PaymentEnv = { [Key in keyof typeof paymentEnvShape]?: z.infer<(typeof paymentEnvShape)[Key]> };

type Setting = { production: boolean; publicUrl: string };

/**
 * Each gateway's mode, address and keys. Unconfigured outside production, a gateway is its simulator, served by
 * the app itself (as the mail outbox stands in for SMTP); unconfigured in production, it is not offered.
 * Sandbox and live need every key; the simulator is refused in production.
 */
export function resolvePaymentGateways(
  env: PaymentEnv,
  setting: Setting,
): { gateways: PaymentGateways; problems: string[] } {
  const problems: string[] = [];
  const bkash = resolveGateway(
    'BKASH',
    env.BKASH_MODE,
    env.BKASH_BASE_URL,
    {
      appKey: env.BKASH_APP_KEY,
      appSecret: env.BKASH_APP_SECRET,
      username: env.BKASH_USERNAME,
      password: env.BKASH_PASSWORD,
    },
    { simulator: simulatorCredentials.bkash, official: officialBaseUrls.bkash, path: simulatorPaths.bkash },
    setting,
    problems,
  );
  const sslcommerz = resolveGateway(
    'SSLCOMMERZ',
    env.SSLCOMMERZ_MODE,
    env.SSLCOMMERZ_BASE_URL,
    { storeId: env.SSLCOMMERZ_STORE_ID, storePassword: env.SSLCOMMERZ_STORE_PASSWORD },
    {
      simulator: simulatorCredentials.sslcommerz,
      official: officialBaseUrls.sslcommerz,
      path: simulatorPaths.sslcommerz,
    },
    setting,
    problems,
  );
  return { gateways: { bkash, sslcommerz }, problems };
}

const envName = (prefix: string, key: string) =>
  `${prefix}_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

function resolveGateway<Keys extends Record<string, string>>(
  prefix: string,
  givenMode: GatewayMode | undefined,
  givenBaseUrl: string | undefined,
  keys: { [Key in keyof Keys]: string | undefined },
  defaults: {
    simulator: Keys;
    official: Record<'sandbox' | 'live', string>;
    path: { mount: string; api: string };
  },
  { production, publicUrl }: Setting,
  problems: string[],
): (Keys & { mode: GatewayMode; baseUrl: string }) | null {
  const missing = Object.keys(keys).filter((key) => keys[key] === undefined);
  const anyGiven = missing.length < Object.keys(keys).length || givenBaseUrl !== undefined;
  const mode = givenMode ?? (anyGiven ? undefined : production ? null : 'simulator');
  if (mode === null) return null;
  if (mode === undefined) {
    problems.push(`${prefix}_MODE: set it to sandbox or live to use the ${prefix}_* settings`);
    return null;
  }
  if (mode === 'simulator') {
    if (production) {
      problems.push(`${prefix}_MODE: the simulator is not served in production; use sandbox or live`);
      return null;
    }
    const credentials = { ...defaults.simulator };
    for (const key of Object.keys(keys) as (keyof Keys)[]) {
      const given = keys[key];
      if (given !== undefined) credentials[key] = given as Keys[keyof Keys];
    }
    const baseUrl = givenBaseUrl ?? `${publicUrl}${defaults.path.mount}${defaults.path.api}`;
    return { ...credentials, mode, baseUrl };
  }
  if (missing.length > 0) {
    problems.push(`${prefix}_MODE=${mode} needs ${missing.map((key) => envName(prefix, key)).join(', ')}`);
    return null;
  }
  return { ...(keys as Keys), mode, baseUrl: givenBaseUrl ?? defaults.official[mode] };
}
