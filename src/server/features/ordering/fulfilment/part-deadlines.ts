import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeliveryStatus } from '../../../../domain/delivery-steps';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { delivery, seller } from '../../../db/schema';
import { AppError } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import type { DomainEvent } from '../../../events/domain-event';
import { postPartCompleted } from '../../ledger';
import { notify } from '../../notifications/notify';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { noDeadline, type OrderPolicy, protectionDeadline } from '../orders/order-policy';
import type { PaymentDeps } from '../payment/payment-deps';
import { cancelOrderPart } from './cancel-part';

/** How many parts of each kind one pass moves on; the next pass takes the rest. */
const BATCH = 100;

export type PartDeadlinesPass = {
  reminded: number;
  cancelled: number;
  received: number;
  completed: number;
};

/**
 * One pass over the parts whose reminder or deadline has come by `now` (docs/payments.md, "A part's life"): the
 * reminders go out, parts not shipped by their ship-by are cancelled and refunded, parts on the way past their
 * deadline are received for the buyer, and delivered parts whose protection window ended are completed, their
 * money the seller's. Each step is the same conditional claim a person's step makes, so several instances may
 * run it at once and each part moves once.
 */
export async function runPartDeadlines(deps: PaymentDeps, now = new Date()): Promise<PartDeadlinesPass> {
  const reminded = await sendReminders(deps.effects, now);
  const cancelled = await cancelUnshipped(deps, now);
  const received = await receiveForBuyers(deps.effects, deps.policy, now);
  const completed = await completeProtected(deps.effects, now);
  return { reminded, cancelled, received, completed };
}

const dueParts = (db: DbOrTx, status: DeliveryStatus, now: Date) =>
  db
    .select({ id: delivery.id, orderId: delivery.orderId, sellerId: delivery.sellerId })
    .from(delivery)
    .where(and(eq(delivery.status, status), lte(delivery.dueAt, now)))
    .orderBy(delivery.dueAt)
    .limit(BATCH);

const remindedSchema = z.object({
  deliveryId: z.number().int(),
  orderId: z.number().int(),
  sellerId: z.string(),
  buyerId: z.string(),
  status: z.string(),
});

/** The seller is reminded to ship, the buyer to mark Received; each reminder once (it clears `remind_at`). */
async function sendReminders(effects: Effects, now: Date): Promise<number> {
  return commitThenPublish(effects, async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select delivery_id from delivery
        where remind_at <= ${now} and delivery_status in ('pending', 'On the Way')
        order by remind_at limit ${BATCH}
        for no key update skip locked
      ), reminded as (
        update delivery d set remind_at = null from due where d.delivery_id = due.delivery_id
        returning d.delivery_id, d.order_id, d.seller_id, d.delivery_status
      )
      select r.delivery_id as "deliveryId", r.order_id as "orderId", r.seller_id as "sellerId",
        o.user_id as "buyerId", r.delivery_status as status
      from reminded r join orders o on o.id = r.order_id`);
    const parts = rowsOf(remindedSchema, result);
    const events = await notify(
      tx,
      parts.map((part) =>
        part.status === 'pending'
          ? { userId: part.sellerId, kind: 'ship-reminder', orderId: part.orderId, actorId: part.buyerId }
          : { userId: part.buyerId, kind: 'receive-reminder', orderId: part.orderId, actorId: part.sellerId },
      ),
    );
    return { value: parts.length, events };
  });
}

/** Cancels and refunds each part not shipped by its ship-by, as a cancel by the seller or the buyer would. */
async function cancelUnshipped(deps: PaymentDeps, now: Date): Promise<number> {
  let cancelled = 0;
  for (const part of await dueParts(deps.effects.db, 'pending', now)) {
    try {
      await cancelOrderPart(deps, { actor: 'system', orderId: part.orderId, sellerId: part.sellerId });
      cancelled++;
    } catch (error) {
      // Shipped, cancelled or deleted since it was read, here or by another instance: nothing left to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return cancelled;
}

const receivedSchema = z.object({
  deliveryId: z.number().int(),
  orderId: z.number().int(),
  sellerId: z.string(),
  buyerId: z.string(),
});

/**
 * Parts on the way past their deadline are Delivered, as the buyer's Received makes them, and their protection
 * window begins; the seller hears of it as of a Received.
 */
async function receiveForBuyers(effects: Effects, policy: OrderPolicy, now: Date): Promise<number> {
  const protection = protectionDeadline(policy.windows, now);
  return commitThenPublish(effects, async (tx) => {
    const result = await tx.execute(sql`
      with received as (
        update delivery d
        set delivery_status = 'Delivered', due_at = ${protection.dueAt}, remind_at = null
        where d.delivery_id in (
          select delivery_id from delivery
          where delivery_status = 'On the Way' and due_at <= ${now}
          order by due_at limit ${BATCH}
          for no key update skip locked)
        returning d.delivery_id, d.order_id, d.seller_id
      )
      select r.delivery_id as "deliveryId", r.order_id as "orderId", r.seller_id as "sellerId",
        o.user_id as "buyerId"
      from received r join orders o on o.id = r.order_id`);
    const parts = rowsOf(receivedSchema, result);
    const notified = await notify(
      tx,
      parts.map((part) => ({
        userId: part.sellerId,
        kind: 'part-delivered' as const,
        orderId: part.orderId,
        actorId: part.buyerId,
      })),
    );
    const events: DomainEvent[] = parts.map((part) => ({
      type: 'delivery.changed',
      buyerId: part.buyerId,
      sellerId: part.sellerId,
      orderId: part.orderId,
      deliveryId: part.deliveryId,
      status: 'Delivered',
    }));
    return { value: parts.length, events: [...events, ...notified] };
  });
}

/** Completes each delivered part whose protection window ended, one transaction a part. */
async function completeProtected(effects: Effects, now: Date): Promise<number> {
  let completed = 0;
  for (const part of await dueParts(effects.db, 'Delivered', now))
    if (await completePart(effects, part, now)) completed++;
  return completed;
}

/**
 * A part's protection window ended without a dispute: it is Completed and what was pending for it becomes the
 * seller's available balance. Locks in the one order: the order's payment, the part (claimed by a conditional
 * update, so a second instance finds it completed), the seller.
 */
function completePart(
  effects: Effects,
  part: { id: number; orderId: number; sellerId: string },
  now: Date,
): Promise<boolean> {
  return commitThenPublish(effects, async (tx) => {
    const head = await lockOrderPayment(tx, part.orderId);
    const [claimed] = await tx
      .update(delivery)
      .set({ status: 'Completed', ...noDeadline })
      .where(and(eq(delivery.id, part.id), eq(delivery.status, 'Delivered'), lte(delivery.dueAt, now)))
      .returning({ id: delivery.id });
    if (!head || !claimed) return { value: false, events: [] };
    await tx.select({ id: seller.id }).from(seller).where(eq(seller.id, part.sellerId)).for('no key update');
    await postPartCompleted(tx, { orderId: part.orderId, deliveryId: part.id, sellerId: part.sellerId });
    const notified = await notify(tx, [
      { userId: part.sellerId, kind: 'part-completed', orderId: part.orderId, actorId: head.ownerId },
    ]);
    return {
      value: true,
      events: [
        {
          type: 'delivery.changed',
          buyerId: head.ownerId,
          sellerId: part.sellerId,
          orderId: part.orderId,
          deliveryId: part.id,
          status: 'Completed',
        },
        ...notified,
      ],
    };
  });
}
