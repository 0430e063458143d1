import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { CASH_METHOD } from '../../../domain/meet-up';
import { partnerDisplayName } from '../../../domain/messenger';
import { notificationPath, notificationTitle } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { emailPreference, notification, order, orderItem, payment, product, user } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-event';
import type { PublishEvents } from '../../events/publish-events';
import type { Mailer } from '../../mail/mailer';
import {
  moderationMail,
  newOrderMail,
  orderShippedMail,
  orderUpdateMail,
  payoutMail,
  savedItemMail,
} from './mails';

export type NotificationMailDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const recipient = alias(user, 'recipient');
const actor = alias(user, 'actor');

/** The notifications that also go out by email, each under the preference that turns it off. */
const mailed = {
  'order-paid': 'newOrder',
  'part-shipped': 'orderShipped',
  'part-cancelled': 'orderUpdates',
  'sale-cancelled': 'orderUpdates',
  'ship-reminder': 'orderUpdates',
  'receive-reminder': 'orderUpdates',
  'part-completed': 'orderUpdates',
  'dispute-opened': 'orderUpdates',
  'dispute-offered': 'orderUpdates',
  'dispute-settled': 'orderUpdates',
  'sale-dispute-settled': 'orderUpdates',
  'saved-price-drop': 'savedItems',
  'saved-back-in-stock': 'savedItems',
  'listing-taken-down': 'moderation',
  'moderation-warning': 'moderation',
  'account-banned': 'moderation',
} as const;

/** What to do about each order update, after the bell's line. */
const nextStep = {
  'part-cancelled': 'Whatever you paid online for it goes back to you the way you paid.',
  'sale-cancelled': 'You need not ship it: its stock is back in your shop.',
  'ship-reminder':
    'Ship it and mark it On the Way in Seller orders before its deadline, or it is cancelled and the buyer refunded.',
  'receive-reminder': 'If it has reached you, press Received in My Orders; if not, message the seller.',
  'part-completed': "The buyer's protection window has ended: what the part earned is yours.",
  'dispute-opened':
    'Read the report in Seller orders and offer a refund, or an administrator decides. The money waits until then.',
  'dispute-offered':
    'Read the offer in My Orders and accept it there, or wait for an administrator to decide.',
  'dispute-settled': 'Any refund goes back to you the way you paid; My Orders shows how it was settled.',
  'sale-dispute-settled': 'Seller orders shows how it was settled; what is left of the sale is yours.',
} as const;
/** A payout's outcome is mailed whatever the preferences say: it is about the seller's money. */
const payoutKinds = new Set<string>(['payout-paid', 'payout-refused']);
const isOrderUpdate = (kind: string): kind is keyof typeof nextStep => Object.hasOwn(nextStep, kind);
type MailedKind = keyof typeof mailed;
const isMailed = (kind: string): kind is MailedKind => Object.hasOwn(mailed, kind);
const isSavedItemAlert = (kind: string) => kind === 'saved-price-drop' || kind === 'saved-back-in-stock';
const moderationKinds = new Set<string>(['listing-taken-down', 'moderation-warning', 'account-banned']);

/**
 * After a commit, emails the notifications it stored that go out by email (`mailed`) to those who have not turned
 * them off. Mail is sent once the change is kept (like the realtime push), never from inside the transaction;
 * a failure is logged and fails nobody's request.
 */
export function notificationMailer(deps: NotificationMailDeps): PublishEvents {
  return (events) => {
    const ids = events.flatMap((event) => (isMailedNotification(event) ? [event.notificationId] : []));
    if (ids.length === 0) return;
    mailNotifications(deps, ids).catch((error: unknown) =>
      deps.log.error({ err: error }, 'notification email failed'),
    );
  };
}

const isMailedNotification = (
  event: DomainEvent,
): event is Extract<DomainEvent, { type: 'notification.created' }> =>
  event.type === 'notification.created' && (isMailed(event.kind) || payoutKinds.has(event.kind));

/** Reads what the emails say, for every notification at once, then sends those wanted. */
export async function mailNotifications(deps: NotificationMailDeps, ids: number[]): Promise<void> {
  // The seller of the part: the one told of a new order, the one who shipped.
  const partSeller = sql`case when ${notification.kind} = 'order-paid' then ${notification.userId} else ${notification.actorId} end`;
  const part = (expression: ReturnType<typeof sql>) =>
    sql<number>`(select coalesce(sum(${expression}), 0)::int from ${orderItem}
      where ${orderItem.orderId} = ${notification.orderId} and ${orderItem.sellerId} = ${partSeller})`;
  const rows = await deps.db
    .select({
      kind: notification.kind,
      orderId: notification.orderId,
      productId: notification.productId,
      productName: product.name,
      price: product.price,
      stock: product.stock,
      email: recipient.email,
      name: recipient.name,
      actorName: actor.name,
      newOrder: emailPreference.newOrder,
      orderShipped: emailPreference.orderShipped,
      orderUpdates: emailPreference.orderUpdates,
      savedItems: emailPreference.savedItems,
      moderation: emailPreference.moderation,
      note: notification.note,
      units: part(sql`${orderItem.quantity}`),
      amount: part(sql`${orderItem.quantity} * ${orderItem.priceAtPurchase}`),
      meetUp: sql<boolean>`exists (select 1 from ${order} join ${payment} on ${payment.id} = ${order.paymentId}
        where ${order.id} = ${notification.orderId} and ${payment.method} = ${CASH_METHOD})`,
    })
    .from(notification)
    .innerJoin(recipient, eq(recipient.id, notification.userId))
    .leftJoin(actor, eq(actor.id, notification.actorId))
    .leftJoin(product, eq(product.id, notification.productId))
    .leftJoin(emailPreference, eq(emailPreference.userId, notification.userId))
    .where(inArray(notification.id, ids));
  for (const row of rows) {
    const to = { name: row.name, email: row.email };
    if (payoutKinds.has(row.kind)) {
      const told = { ...row, productId: null, productName: null, count: 1 };
      await deps.mailer.send(
        payoutMail({
          to,
          title: notificationTitle(told),
          paid: row.kind === 'payout-paid',
          publicUrl: deps.publicUrl,
        }),
      );
      continue;
    }
    if (!isMailed(row.kind)) continue;
    // No preference row: every email is on.
    if (row[mailed[row.kind]] === false) continue;
    if (isSavedItemAlert(row.kind)) {
      if (row.productId === null || row.price === null || row.stock === null) continue;
      const told = { ...row, count: 1 };
      await deps.mailer.send(
        savedItemMail({
          to,
          title: notificationTitle(told),
          productId: row.productId,
          price: row.price,
          stock: row.stock,
          publicUrl: deps.publicUrl,
        }),
      );
      continue;
    }
    if (moderationKinds.has(row.kind)) {
      const told = { ...row, count: 1 };
      await deps.mailer.send(
        moderationMail({
          to,
          title: notificationTitle(told),
          path: notificationPath({ ...told, actorId: null }),
          publicUrl: deps.publicUrl,
        }),
      );
      continue;
    }
    if (row.orderId === null) continue;
    if (isOrderUpdate(row.kind)) {
      const told = { ...row, kind: row.kind, productId: null, productName: null, count: 1 };
      await deps.mailer.send(
        orderUpdateMail({
          to,
          title: notificationTitle(told),
          next: nextStep[row.kind],
          path: notificationPath({ ...told, actorId: null }),
          publicUrl: deps.publicUrl,
        }),
      );
      continue;
    }
    const input = {
      to,
      orderId: row.orderId,
      otherParty: partnerDisplayName(row.actorName),
      units: row.units,
      amount: row.amount,
      publicUrl: deps.publicUrl,
    };
    await deps.mailer.send(
      row.kind === 'order-paid' ? newOrderMail({ ...input, meetUp: row.meetUp }) : orderShippedMail(input),
    );
  }
}
