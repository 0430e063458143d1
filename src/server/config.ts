import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_WINDOW_SECONDS } from '../domain/limits';
import { MEET_UP_HOLD_HOURS } from '../domain/meet-up';
import {
  AUTO_RECEIVE_SECONDS,
  type PartWindows,
  PROTECTION_WINDOW_SECONDS,
  SHIP_BY_SECONDS,
} from '../domain/part-life';
import { PAYOUT_MAX, PAYOUT_MINIMUM, type PayoutMode, payoutModes } from '../domain/payout';
import { SITEMAP_URLS_MAX } from './features/search-engines/sitemap-xml';
import { type PaymentGateways, paymentEnvShape, resolvePaymentGateways } from './payments/gateway-config';
import { GATEWAY_TIMEOUT_MS } from './payments/gateway-http';
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_GRACE_MS } from './shutdown';
import { resolveStorage, type StorageConfig, storageEnvShape } from './storage/storage-config';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** A part's window: at least a second (for tests of the deadlines), at most 90 days. */
const seconds = z.coerce
  .number()
  .int()
  .min(1)
  .max(90 * 86_400);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ...storageEnvShape,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Campus Market <no-reply@campus.test>'),
  SEED_DEMO: flag,
  API_DOCS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(SHUTDOWN_DEADLINE_MS).default(SHUTDOWN_GRACE_MS),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'ALLOWED_EMAIL_DOMAINS: not a domain list'))),
  AUTH_RATE_LIMIT: flag,
  TRUST_PROXY: z.string().default(''),
  PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(PAYMENT_WINDOW_SECONDS),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(GATEWAY_TIMEOUT_MS).default(GATEWAY_TIMEOUT_MS),
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  MEET_UP_HOLD_HOURS: z.coerce.number().int().min(1).max(336).default(MEET_UP_HOLD_HOURS),
  ...paymentEnvShape,
  MESSAGE_DIGEST_QUIET_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  MESSAGE_DIGEST_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  SAVED_ITEM_ALERTS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  SAVED_SEARCH_DIGESTS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  SHIP_BY_SECONDS: seconds.default(SHIP_BY_SECONDS),
  AUTO_RECEIVE_SECONDS: seconds.default(AUTO_RECEIVE_SECONDS),
  PROTECTION_WINDOW_SECONDS: seconds.default(PROTECTION_WINDOW_SECONDS),
  PART_DEADLINES_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  PAYOUT_MINIMUM: z.coerce.number().int().min(1).max(PAYOUT_MAX).default(PAYOUT_MINIMUM),
  BKASH_PAYOUT_MODE: z.enum(payoutModes).default('manual'),
  SITEMAP_PRODUCTS_PER_FILE: z.coerce.number().int().min(1).max(SITEMAP_URLS_MAX).default(SITEMAP_URLS_MAX),
  COMMISSION_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals')
    .default('0')
    .transform(Number)
    .pipe(z.number().max(100)),
});

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const configVariables = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Interface to listen on: only this computer outside production unless HOST says otherwise. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where pictures are kept (storage/storage-config.ts). */
  storage: StorageConfig;
  publicUrl: string;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Serves the OpenAPI pages at /api/docs: always outside production, in production only when asked. */
  apiDocs: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** How long a stopping server lets requests in flight finish before it closes the connections left. */
  shutdownGraceMs: number;
  /** Sign-up accepts only these email domains (and their subdomains); empty means any. */
  allowedEmailDomains: string[];
  /** Rate limits of sign-in, sign-up and password reset; off in tests unless asked for. */
  authRateLimit: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address (rate limits use it). */
  trustProxy: boolean | string[];
  /** Seconds a buyer has to pay a reserved order (SPEC section 9: 300, the default). */
  paymentWindowSeconds: number;
  /** How often the server fails expired payments and restores their stock. */
  paymentSweepIntervalMs: number;
  /** How long a gateway call may take: bKash's 30 s, shorter only to test timeouts. */
  gatewayTimeoutMs: number;
  /** How often the server asks the gateways about payments nobody came back from. */
  paymentReconcileIntervalMs: number;
  /** Hours an order paid in person holds its stock for the meet-up (1 to 336; 48 by default). */
  meetUpHoldHours: number;
  /** bKash and SSLCommerz: simulator, sandbox or live, or null when not offered (docs/payments.md). */
  paymentGateways: PaymentGateways;
  /** How long a person's unread messages must have been quiet before their digest is emailed. */
  messageDigestQuietMs: number;
  /** How often the server looks for digests to email. */
  messageDigestIntervalMs: number;
  /** How often the server pushes and mails the alerts of saved items that got cheaper or came back in stock. */
  savedItemAlertsIntervalMs: number;
  /** How often the server looks for saved searches with new matches whose owner is due a digest. */
  savedSearchDigestsIntervalMs: number;
  /** How long a paid part may wait to ship, to be received and to be disputed (domain/part-life.ts). */
  partWindows: PartWindows;
  /** How often the server moves on the parts whose deadline passed, and sends their reminders. */
  partDeadlinesIntervalMs: number;
  /** The commission of a category without its own, in hundredths of a percent. */
  commissionBasisPoints: number;
  /** The smallest payout a seller may request, in whole taka. */
  payoutMinimum: number;
  /** Payouts sent through bKash's B2C API, or by staff in the merchant app and recorded (docs/payments.md). */
  bkashPayoutMode: PayoutMode;
  /** Products listed in one file of the sitemap: the protocol's 50,000, fewer only to test the paging. */
  sitemapProductsPerFile: number;
};

/** Reads the environment once; nothing else in the server looks at `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const payments = resolvePaymentGateways(e, { production, publicUrl });
  const storage = resolveStorage(e);
  const problems = [
    ...(production && !e.AUTH_SECRET ? ['AUTH_SECRET: required in production'] : []),
    ...payments.problems,
    ...storage.problems,
  ];
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // A development server holds demo accounts and a readable outbox: nobody else on the network may reach it
    // unless HOST opens it on purpose.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    storage: storage.storage,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO || (e.NODE_ENV !== 'production' && env.SEED_DEMO === undefined),
    apiDocs: e.API_DOCS || e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    authRateLimit: e.AUTH_RATE_LIMIT || (e.NODE_ENV !== 'test' && env.AUTH_RATE_LIMIT === undefined),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    paymentWindowSeconds: e.PAYMENT_WINDOW_SECONDS,
    paymentSweepIntervalMs: e.PAYMENT_SWEEP_INTERVAL_MS,
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS,
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    meetUpHoldHours: e.MEET_UP_HOLD_HOURS,
    paymentGateways: payments.gateways,
    messageDigestQuietMs: e.MESSAGE_DIGEST_QUIET_MINUTES * 60_000,
    messageDigestIntervalMs: e.MESSAGE_DIGEST_INTERVAL_MS,
    savedItemAlertsIntervalMs: e.SAVED_ITEM_ALERTS_INTERVAL_MS,
    savedSearchDigestsIntervalMs: e.SAVED_SEARCH_DIGESTS_INTERVAL_MS,
    partWindows: {
      shipBySeconds: e.SHIP_BY_SECONDS,
      autoReceiveSeconds: e.AUTO_RECEIVE_SECONDS,
      protectionSeconds: e.PROTECTION_WINDOW_SECONDS,
    },
    partDeadlinesIntervalMs: e.PART_DEADLINES_INTERVAL_MS,
    commissionBasisPoints: Math.round(e.COMMISSION_PERCENT * 100),
    payoutMinimum: e.PAYOUT_MINIMUM,
    bkashPayoutMode: e.BKASH_PAYOUT_MODE,
    sitemapProductsPerFile: e.SITEMAP_PRODUCTS_PER_FILE,
  };
}

/** '' trusts no proxy; 'true' any; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string): boolean | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return true;
  return trimmed.split(',').map((address) => address.trim());
}
