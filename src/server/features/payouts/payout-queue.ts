import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { openPayoutStatuses, type PayoutMode, type PayoutQueue } from '../../../domain/payout';
import type { DbOrTx } from '../../db/client';
import { auditLog, payout, user } from '../../db/schema';
import { payoutColumns, toPayout } from './payout-reads';

/** How many of a seller's earlier payouts the queue shows beside a waiting one. */
const PREVIOUS_SHOWN = 5;

/** The administrator's queue: every payout still open, oldest first, with its seller, history and events. */
export async function payoutQueue(db: DbOrTx, mode: PayoutMode): Promise<PayoutQueue> {
  const open = await db
    .select({
      ...payoutColumns,
      mode: payout.mode,
      sellerId: payout.sellerId,
      sellerName: user.name,
      sellerEmail: user.email,
    })
    .from(payout)
    .innerJoin(user, eq(user.id, payout.sellerId))
    .where(inArray(payout.status, [...openPayoutStatuses]))
    .orderBy(asc(payout.createdAt), asc(payout.id));
  if (open.length === 0) return { mode, payouts: [] };
  const actor = user;
  const events = await db
    .select({
      subject: auditLog.subject,
      action: auditLog.action,
      actorName: actor.name,
      details: auditLog.details,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      inArray(
        auditLog.subject,
        open.map((row) => `payout:${row.id}`),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const earlier = await db
    .select({ ...payoutColumns, sellerId: payout.sellerId })
    .from(payout)
    .where(
      and(
        inArray(
          payout.sellerId,
          open.map((row) => row.sellerId),
        ),
        notInArray(payout.status, [...openPayoutStatuses]),
      ),
    )
    .orderBy(desc(payout.createdAt), desc(payout.id));
  return {
    mode,
    payouts: open.map((row) => ({
      ...toPayout(row),
      sellerId: row.sellerId,
      sellerName: row.sellerName,
      sellerEmail: row.sellerEmail,
      leftToAdministrator: row.status === 'unknown' && row.mode === 'manual',
      events: events
        .filter((event) => event.subject === `payout:${row.id}`)
        .map((event) => ({
          action: event.action,
          actorName: event.actorName,
          reason: reasonOf(event.details),
          at: event.at.toISOString(),
        })),
      previous: earlier
        .filter((other) => other.sellerId === row.sellerId)
        .slice(0, PREVIOUS_SHOWN)
        .map(({ id, amount, status, trxId, createdAt }) => ({
          id,
          amount,
          status,
          trxId,
          createdAt: createdAt.toISOString(),
        })),
    })),
  };
}

const reasonOf = (details: unknown): string | null => {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return typeof details.reason === 'string' ? details.reason : null;
};
