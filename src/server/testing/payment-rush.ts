import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect } from 'vitest';
import { transactionConflicts } from '../db/retry-conflicts';
import { delivery, payment, paymentAttempt, paymentRefund } from '../db/schema';
import { reconcilePayments } from '../features/ordering';
import { throughBkashPage, throughSslcommerzPage } from './gateway-pages';
import { bkashCallback, reserve, sslcommerzPost, startPayment } from './orders';
import { secondInstance } from './second-instance';
import { type Shopper, signedIn } from './shop';
import { createTestApp, type PayingTestApp, type TestApp } from './test-app';

const ipnPath = '/api/payments/sslcommerz/ipn';

/**
 * Another server instance on the test app's PostgreSQL database, with its own pool and app, paying through the
 * same gateway simulators: a return can reach one instance and the gateway's notification the other.
 */
export async function secondApp(t: PayingTestApp): Promise<PayingTestApp> {
  const other = await createTestApp(
    {
      BKASH_MODE: 'simulator',
      BKASH_BASE_URL: t.gateways.bkashBaseUrl,
      SSLCOMMERZ_MODE: 'simulator',
      SSLCOMMERZ_BASE_URL: t.gateways.sslcommerzBaseUrl,
    },
    { database: await secondInstance(t) },
  );
  return { ...other, gateways: t.gateways };
}

/** A logger that keeps what is logged at error level, so a test can see failures a job only logs. */
export function recordingLog(): { log: FastifyBaseLogger; errors: unknown[] } {
  const errors: unknown[] = [];
  const ignore = () => undefined;
  const log = {
    level: 'error',
    fatal: (entry: unknown) => errors.push(entry),
    error: (entry: unknown) => errors.push(entry),
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

/** One answer of our server in a rush: its status, and for a failure its body, so that the failure names its cause. */
type RushAnswer = { status: number; failure?: string };
const rushAnswer = (answer: { statusCode: number; body: string }): RushAnswer =>
  answer.statusCode >= 500
    ? { status: answer.statusCode, failure: answer.body.slice(0, 300) }
    : { status: answer.statusCode };

/** A buyer's order approved at the gateway and not yet told to us: what the rush completes. */
export type Approved = {
  buyer: Shopper;
  orderId: number;
  paymentId: number;
  total: number;
  /** Sends the gateway's answer to our server through the instances' front doors; answers how each answered. */
  complete: (apps: readonly [TestApp, TestApp]) => Promise<RushAnswer[]>;
};

/**
 * A new buyer reserves these lines and approves the payment on the gateway's page: bKash, or SSLCommerz (card),
 * whose own notification is held back so the test sends it.
 */
export async function approvedPayment(
  t: PayingTestApp,
  lines: { productId: number; quantity: number }[],
  gateway: 'bkash' | 'sslcommerz',
  turn: number,
): Promise<Approved> {
  const buyer = await signedIn(t);
  const { orderId, paymentId, total } = await reserve(buyer, lines);
  const base = { buyer, orderId, paymentId, total };
  if (gateway === 'bkash') {
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    const callback = `/api/payments/bkash/callback?${new URLSearchParams(query)}`;
    // The buyer's browser comes back to one instance; the same callback reaches the other (a second tab).
    return {
      ...base,
      complete: async (apps) => {
        const first = apps[turn % 2] as TestApp;
        const answers = await Promise.all([
          bkashCallback(buyer, query),
          first.app.inject({ method: 'GET', url: callback, headers: { cookie: buyer.cookie } }),
        ]);
        return answers.map(rushAnswer);
      },
    };
  }
  t.gateways.sslcommerz.state.faults.ipn = 'never';
  const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'credit_card' }));
  return {
    ...base,
    complete: async (apps) => {
      const [returned, notified] = turn % 2 === 0 ? apps : [apps[1], apps[0]];
      const answers = await Promise.all([
        sslcommerzPost(returned, posted.action, posted.fields),
        sslcommerzPost(notified, `http://localhost:3000${ipnPath}`, posted.fields),
      ]);
      return answers.map(rushAnswer);
    },
  };
}

/** `count` approved payments, prepared a few at a time: each buyer's lines and gateway by its turn. */
export async function approvedPayments(
  t: PayingTestApp,
  count: number,
  linesOf: (turn: number) => { productId: number; quantity: number }[],
  gatewayOf: (turn: number) => 'bkash' | 'sslcommerz',
): Promise<Approved[]> {
  const approved: Approved[] = [];
  const together = 5;
  for (let first = 0; first < count; first += together) {
    const turns = Array.from({ length: Math.min(together, count - first) }, (_, index) => first + index);
    approved.push(
      ...(await Promise.all(turns.map((turn) => approvedPayment(t, linesOf(turn), gatewayOf(turn), turn)))),
    );
  }
  return approved;
}

/**
 * Completes every approved payment at once through both instances, with both instances' reconcilers running
 * among them; answers how our server answered each request, and what the reconcilers logged as errors.
 */
export async function completeAllAtOnce(apps: readonly [TestApp, TestApp], approved: readonly Approved[]) {
  const reconcilers = apps.map((instance) => {
    const recorded = recordingLog();
    return { ...recorded, deps: { ...instance.payments, log: recorded.log } };
  });
  const answers = await Promise.all([
    ...approved.map((one) => one.complete(apps)),
    ...reconcilers.map(async ({ deps }) => {
      await reconcilePayments(deps, { olderThanMs: 0 });
      return [];
    }),
  ]);
  return { answers: answers.flat(), reconcilerErrors: reconcilers.flatMap(({ errors }) => errors) };
}

/**
 * Every answer of our server is a success or a redirect (a gateway that paid never sees us fail), and no
 * transaction met a deadlock: the lock order held, not the retry.
 */
export function expectNoFailure(
  rush: Awaited<ReturnType<typeof completeAllAtOnce>>,
  conflictsBefore: number,
) {
  expect(rush.answers.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(rush.reconcilerErrors).toEqual([]);
  expect(transactionConflicts()).toBe(conflictsBefore);
}

/**
 * Each order paid by its one attempt the first time: payment completed, one delivery per seller, the attempt
 * completed with nothing to give back, and no refund of any kind.
 */
export async function expectPaidOnce(t: TestApp, approved: readonly Approved[], sellersPerOrder: number) {
  const paymentIds = approved.map((one) => one.paymentId);
  const payments = await t.db
    .select({ id: payment.id, status: payment.status })
    .from(payment)
    .where(inArray(payment.id, paymentIds));
  expect(payments.filter((row) => row.status !== 'completed')).toEqual([]);
  const attempts = await t.db
    .select({
      paymentId: paymentAttempt.paymentId,
      status: paymentAttempt.status,
      refundStatus: paymentAttempt.refundStatus,
      refunded: paymentAttempt.refundedAmount,
    })
    .from(paymentAttempt)
    .where(inArray(paymentAttempt.paymentId, paymentIds));
  expect(attempts).toHaveLength(approved.length);
  expect(
    attempts.filter((row) => row.status !== 'completed' || row.refundStatus !== null || row.refunded !== 0),
  ).toEqual([]);
  const refunds = await t.db
    .select({ id: paymentRefund.id })
    .from(paymentRefund)
    .innerJoin(paymentAttempt, eq(paymentAttempt.id, paymentRefund.attemptId))
    .where(inArray(paymentAttempt.paymentId, paymentIds));
  expect(refunds).toEqual([]);
  const parts = await t.db
    .select({ orderId: delivery.orderId, parts: count() })
    .from(delivery)
    .where(
      inArray(
        delivery.orderId,
        approved.map((one) => one.orderId),
      ),
    )
    .groupBy(delivery.orderId);
  expect(parts.filter((row) => row.parts !== sellersPerOrder)).toEqual([]);
  expect(parts).toHaveLength(approved.length);
}

/** The person's requests sent to another instance, with the same session. */
export function onInstance(person: Shopper, instance: TestApp): Shopper {
  return {
    ...person,
    app: instance.app,
    call: (method, url, payload) =>
      instance.app.inject({
        method,
        url,
        headers: { cookie: person.cookie },
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}
