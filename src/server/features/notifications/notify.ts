import { eq, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/notifications';
import type { DbOrTx } from '../../db/client';
import { notification, orderItem } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-event';

type NewNotification = {
  userId: string;
  kind: Exclude<NotificationKind, 'message'>;
  orderId?: number;
  productId?: number;
  actorId?: string;
  note?: string;
};

const told = {
  id: notification.id,
  userId: notification.userId,
  kind: notification.kind,
  actorId: notification.actorId,
};

const created = (row: {
  id: number;
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
}): DomainEvent => ({
  type: 'notification.created',
  userId: row.userId,
  notificationId: row.id,
  kind: row.kind,
  actorId: row.actorId,
});

/**
 * Stores notifications in the caller's transaction, so they exist exactly when the change they tell of does;
 * answers the events that push them once it commits.
 */
export async function notify(tx: DbOrTx, rows: NewNotification[]): Promise<DomainEvent[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(notification).values(rows).returning(told);
  return inserted.map(created);
}

/** Each seller with products in a paid order hears of their new part to ship; answers them too. */
export async function notifySellersOfPaidOrder(
  tx: DbOrTx,
  orderId: number,
  buyerId: string,
): Promise<{ sellerIds: string[]; events: DomainEvent[] }> {
  const sellers = await tx
    .selectDistinct({ id: orderItem.sellerId })
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId));
  const sellerIds = sellers.map((row) => row.id);
  const events = await notify(
    tx,
    sellerIds.map((userId) => ({ userId, kind: 'order-paid', orderId, actorId: buyerId })),
  );
  return { sellerIds, events };
}

/**
 * A message gathers into its sender's unread notification for the receiver, or starts one: the statement that
 * does it for each row of `sent` (a name in the caller's WITH, with `sender_id` and `receiver_id`), returning
 * the notifications. The partial unique index makes two messages at once count twice in one notification
 * rather than make two.
 */
export const messageNotification = (sent: SQL) => sql`
  insert into ${notification} (user_id, kind, actor_id)
  select receiver_id, 'message', sender_id from ${sent}
  on conflict (user_id, actor_id) where kind = 'message' and read_at is null
  do update set message_count = ${notification.messageCount} + 1, happened_at = now()
  returning id, user_id, kind, actor_id`;

/** The event that pushes a message notification `messageNotification` returned. */
export const messageNotified = (row: { id: number; user_id: string; actor_id: string }): DomainEvent =>
  created({ id: row.id, userId: row.user_id, kind: 'message', actorId: row.actor_id });
