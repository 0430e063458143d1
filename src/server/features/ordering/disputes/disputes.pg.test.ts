import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputeResponseSchema } from '../../../../domain/disputes';
import { PROTECTION_WINDOW_SECONDS } from '../../../../domain/part-life';
import { transactionConflicts } from '../../../db/retry-conflicts';
import { delivery, dispute, paymentRefund } from '../../../db/schema';
import { AppError } from '../../../errors';
import { multipartForm } from '../../../testing/multipart';
import { pay, reserve } from '../../../testing/orders';
import { countCalls } from '../../../testing/payment-outcomes';
import { raceApp } from '../../../testing/race-app';
import { secondInstance } from '../../../testing/second-instance';
import { listProducts, type Shopper, signedIn } from '../../../testing/shop';
import { runPartDeadlines } from '../fulfilment/part-deadlines';
import type { PaymentDeps } from '../payment/payment-deps';
import { settleDispute } from './settle-dispute';

const { t } = await raceApp('user', { COMMISSION_PERCENT: '10' });

/** `count` parts of one lamp (price 200) from one seller, each bought, shipped and received by its own buyer. */
async function deliveredParts(count: number) {
  const seller = await signedIn(t, 'seller');
  const { lamp } = await listProducts(t, seller.id, { lamp: { price: 200, stock: count } });
  const parts: { deliveryId: number; buyer: Shopper }[] = [];
  for (let i = 0; i < count; i++) {
    const buyer = await signedIn(t);
    const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const deliveryId = (await pay(buyer, orderId)).deliveries[0]?.id ?? 0;
    expect((await seller.call('POST', `/api/deliveries/${deliveryId}/ship`)).statusCode).toBe(200);
    expect((await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`)).statusCode).toBe(200);
    parts.push({ deliveryId, buyer });
  }
  return { seller, parts };
}

async function report(buyer: Shopper, deliveryId: number) {
  const { payload, contentType } = await multipartForm({ reason: 'damaged', details: 'Cracked.' }, []);
  return t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${deliveryId}/dispute`,
    headers: { cookie: buyer.cookie, 'content-type': contentType },
    payload,
  });
}

/** Each part reported, answering its dispute's id. */
async function reportAll(parts: { deliveryId: number; buyer: Shopper }[]) {
  const ids: number[] = [];
  for (const part of parts) {
    const response = await report(part.buyer, part.deliveryId);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(disputeResponseSchema.parse(response.json()).id);
  }
  return ids;
}

/**
 * Runs `race` with the services of a second instance on the same database. The locks are taken in the one order,
 * so no transaction had to be rolled back and run again to get out of a deadlock.
 */
async function withSecondInstance(race: (other: PaymentDeps) => Promise<void>) {
  const other = await secondInstance(t);
  const conflicts = transactionConflicts();
  try {
    await race({ ...t.payments, effects: { db: other.db, publish: t.app.publishEvents } });
  } finally {
    await other.close();
  }
  expect(transactionConflicts()).toBe(conflicts);
}

const settledOnce = (error: unknown) => {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('dispute_settled');
};

const statuses = async (ids: number[]) =>
  (await t.db.select({ status: delivery.status }).from(delivery).where(inArray(delivery.id, ids))).map(
    (row) => row.status,
  );

describe('disputes under concurrency (PostgreSQL server)', () => {
  it('two decisions at once on two instances decide once and refund at most once', async () => {
    const { parts } = await deliveredParts(4);
    const disputeIds = await reportAll(parts);
    const [admin, otherAdmin] = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    const calls = countCalls(t.gateways.bkash.state.calls);
    await withSecondInstance(async (other) => {
      for (const disputeId of disputeIds) {
        const [here, there] = await Promise.allSettled([
          admin.call('POST', `/api/admin/disputes/${disputeId}/decide`, {
            outcome: 'full',
            reason: 'Broken.',
          }),
          settleDispute(other, disputeId, {
            by: 'admin',
            actorId: otherAdmin.id,
            decision: { outcome: 'release', reason: 'Fine.' },
          }),
        ]);
        const httpWon = here.status === 'fulfilled' && here.value.statusCode === 200;
        if (httpWon) {
          expect(there.status).toBe('rejected');
          if (there.status === 'rejected') settledOnce(there.reason);
        } else {
          expect(there.status).toBe('fulfilled');
          if (here.status === 'fulfilled') expect(here.value.json().error.code).toBe('dispute_settled');
        }
      }
    });
    const settled = await t.db
      .select({ outcome: dispute.outcome })
      .from(dispute)
      .where(inArray(dispute.id, disputeIds));
    const refunds = await t.db
      .select({ id: paymentRefund.id })
      .from(paymentRefund)
      .where(
        inArray(
          paymentRefund.deliveryId,
          parts.map((part) => part.deliveryId),
        ),
      );
    expect(refunds).toHaveLength(settled.filter((row) => row.outcome === 'full').length);
    expect(calls().refund).toBe(refunds.length);
    expect(await statuses(parts.map((part) => part.deliveryId))).toEqual(Array(4).fill('Completed'));
  });

  it("the buyer's acceptance racing a decision settles once", async () => {
    const { seller, parts } = await deliveredParts(4);
    const disputeIds = await reportAll(parts);
    for (const disputeId of disputeIds)
      expect(
        (await seller.call('POST', `/api/disputes/${disputeId}/offer`, { amount: 50, note: 'Some back.' }))
          .statusCode,
      ).toBe(200);
    const admin = await signedIn(t, 'admin');
    await withSecondInstance(async (other) => {
      for (const [index, disputeId] of disputeIds.entries()) {
        const buyer = parts[index]?.buyer;
        if (!buyer) throw new Error('no buyer');
        const [accepted, decided] = await Promise.allSettled([
          buyer.call('POST', `/api/disputes/${disputeId}/accept`, { amount: 50 }),
          settleDispute(other, disputeId, {
            by: 'admin',
            actorId: admin.id,
            decision: { outcome: 'partial', amount: 120, reason: 'Half-broken.' },
          }),
        ]);
        const [row] = await t.db
          .select({ status: dispute.status, refund: dispute.refundAmount })
          .from(dispute)
          .where(eq(dispute.id, disputeId));
        if (row?.status === 'accepted') {
          expect(row.refund).toBe(50);
          if (decided.status === 'rejected') settledOnce(decided.reason);
          else throw new Error('both settled');
        } else {
          expect(row).toEqual({ status: 'decided', refund: 120 });
          expect(accepted.status === 'fulfilled' && accepted.value.json().error.code).toBe('dispute_settled');
        }
      }
    });
  });

  it('a report racing the completion of its protection window leaves one outcome', async () => {
    const { parts } = await deliveredParts(6);
    const [row] = await t.db
      .select({ dueAt: delivery.dueAt })
      .from(delivery)
      .where(eq(delivery.id, parts[0]?.deliveryId ?? 0));
    expect(row?.dueAt).not.toBeNull();
    // The job runs at a time past every window while the reports come in before the windows end.
    const jobTime = new Date(Date.now() + (PROTECTION_WINDOW_SECONDS + 60) * 1000);
    await withSecondInstance(async (other) => {
      for (const part of parts) {
        const [reported] = await Promise.all([
          report(part.buyer, part.deliveryId),
          runPartDeadlines(other, jobTime),
        ]);
        const [status] = await statuses([part.deliveryId]);
        if (status === 'Disputed') expect(reported.statusCode).toBe(201);
        else {
          expect(status).toBe('Completed');
          expect(reported.statusCode).toBe(409);
          expect(reported.json().error.code).toBe('dispute_window_closed');
        }
      }
    });
    // However they fell, a Disputed part is never completed by the job afterwards.
    await runPartDeadlines(t.payments, jobTime);
    const disputed = await t.db
      .select({ id: dispute.id })
      .from(dispute)
      .where(
        inArray(
          dispute.deliveryId,
          parts.map((part) => part.deliveryId),
        ),
      );
    const now = await statuses(parts.map((part) => part.deliveryId));
    expect(now.filter((status) => status === 'Disputed')).toHaveLength(disputed.length);
  });
});
