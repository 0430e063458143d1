import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  actionsFor,
  type ModerationAction,
  type ModerationDecision,
  type ModerationResult,
  reportOutcomeNotes,
} from '../../../domain/moderation';
import type { NotificationKind } from '../../../domain/notifications';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { DbOrTx } from '../../db/client';
import { auditLog, product, report, seller, user } from '../../db/schema';
import { AppError } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import type { DomainEvent } from '../../events/domain-event';
import { notify } from '../notifications/notify';
import { flaggedColumn } from './flagged';

/** What the person a group is against hears of each action; a dismissal tells them nothing. */
const toldAgainst: Record<Exclude<ModerationAction, 'dismiss'>, Exclude<NotificationKind, 'message'>> = {
  hide: 'listing-taken-down',
  warn: 'moderation-warning',
  ban: 'account-banned',
};

/**
 * Settles every open report about one thing with one decision, in one transaction: the reports are claimed (upheld,
 * or dismissed), the listing taken down, the seller banned, an audit record written with the reason, the person the
 * reports are against told why and each reporter told the outcome.
 *
 * Locks (docs/architecture.md, "Locks: one order, everywhere"): the group's open `report` rows in id order first, so
 * two administrators deciding the same group take turns and the second finds nothing open (409 reports_decided);
 * then the `user` row of the person they are against, so decisions against one person take turns and the flag each
 * answers counts every decision before it; then the `seller` row for a ban, then the `product` row for a takedown.
 */
export async function decideReports(
  effects: Effects,
  adminId: string,
  decision: ModerationDecision,
): Promise<ModerationResult> {
  const { kind, targetId, action, reason } = decision;
  if (!actionsFor[kind].includes(action))
    throw new AppError('bad_request', 'Only a listing can be taken down.');
  return commitThenPublish(effects, async (tx) => {
    const claimed = await claimOpenReports(tx, decision, adminId);
    const first = claimed[0];
    if (!first) throw new AppError('reports_decided');
    const { againstId, productId } = first;
    // Decisions against one person take turns from here, so each counts the upheld reports of those before it.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, againstId)).for('no key update');
    const events: DomainEvent[] = [];
    if (action === 'ban') {
      await banSeller(tx, againstId);
      events.push({ type: 'account.changed', userId: againstId });
    }
    if (action === 'hide') {
      if (productId === null) throw new Error(`listing report ${first.id} names no product`);
      await takeDown(tx, productId, reason);
    }
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: `report.${action}`,
      subject: `${kind}:${targetId}`,
      details: { reason, againstId, reports: claimed.map((row) => row.id) },
    });
    events.push(
      ...(await notify(tx, [
        ...(action === 'dismiss'
          ? []
          : [
              {
                userId: againstId,
                kind: toldAgainst[action],
                productId: productId ?? undefined,
                note: reason,
              },
            ]),
        ...claimed.map((row) => ({
          userId: row.reporterId,
          kind: 'report-decided' as const,
          productId: productId ?? undefined,
          note: reportOutcomeNotes[action][kind],
        })),
      ])),
    );
    const [flag] = await tx
      .select({ flagged: flaggedColumn(againstId) })
      .from(user)
      .where(eq(user.id, againstId));
    return { value: { action, settled: claimed.length, flagged: flag?.flagged ?? false }, events };
  });
}

async function claimOpenReports(tx: DbOrTx, decision: ModerationDecision, adminId: string) {
  const open = and(
    eq(report.targetKind, decision.kind),
    eq(report.targetId, decision.targetId),
    eq(report.status, 'open'),
  );
  const locked = await tx
    .select({ id: report.id })
    .from(report)
    .where(open)
    .orderBy(asc(report.id))
    .for('no key update');
  if (locked.length === 0) return [];
  return tx
    .update(report)
    .set({
      status: decision.action === 'dismiss' ? 'dismissed' : 'upheld',
      action: decision.action,
      decisionNote: decision.reason,
      decidedBy: adminId,
      decidedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          report.id,
          locked.map((row) => row.id),
        ),
        eq(report.status, 'open'),
      ),
    )
    .returning({
      id: report.id,
      reporterId: report.reporterId,
      againstId: report.againstId,
      productId: report.productId,
    });
}

/** The existing ban (level -1, whose trigger takes the seller's products off sale); a buyer has no seller row. */
async function banSeller(tx: DbOrTx, sellerId: string) {
  const [banned] = await tx
    .update(seller)
    .set({ level: SELLER_LEVEL.banned })
    .where(eq(seller.id, sellerId))
    .returning({ id: seller.id });
  if (!banned) throw new AppError('not_a_seller');
}

/** The takedown: status 'hidden' with its reason, whatever the status was; the seller's toggle never undoes it. */
async function takeDown(tx: DbOrTx, productId: number, reason: string) {
  await tx.select({ id: product.id }).from(product).where(eq(product.id, productId)).for('no key update');
  await tx
    .update(product)
    .set({ status: 'hidden', takenDownReason: reason })
    .where(and(eq(product.id, productId), ne(product.status, 'hidden')));
}
