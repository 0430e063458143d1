import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTIFICATION_LIST_LIMIT, type NotificationList } from '../../../domain/notifications';
import type { DbOrTx } from '../../db/client';
import { notification, product, savedSearch, subcategory, user } from '../../db/schema';
import { notFound } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';

const actor = alias(user, 'actor');

/** How many of the person's notifications are unread, in one count over the partial index. */
export async function unreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

/** The person's latest notifications with the names they mention, and how many are unread. */
export async function listNotifications(db: DbOrTx, userId: string): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notification.id,
      kind: notification.kind,
      orderId: notification.orderId,
      productId: notification.productId,
      productName: product.name,
      actorId: notification.actorId,
      actorName: actor.name,
      count: notification.messageCount,
      searchId: savedSearch.id,
      q: savedSearch.query,
      subcategoryId: savedSearch.subcategoryId,
      subcategoryName: subcategory.name,
      condition: savedSearch.condition,
      min: savedSearch.minPrice,
      max: savedSearch.maxPrice,
      inStock: savedSearch.inStock,
      at: notification.happenedAt,
      readAt: notification.readAt,
      note: notification.note,
    })
    .from(notification)
    .leftJoin(product, eq(product.id, notification.productId))
    .leftJoin(actor, eq(actor.id, notification.actorId))
    .leftJoin(savedSearch, eq(savedSearch.id, notification.savedSearchId))
    .leftJoin(subcategory, eq(subcategory.id, savedSearch.subcategoryId))
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.happenedAt), desc(notification.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return {
    unread: await unreadNotifications(db, userId),
    notifications: rows.map(
      ({
        at,
        readAt,
        searchId,
        q,
        subcategoryId,
        subcategoryName,
        condition,
        min,
        max,
        inStock,
        ...row
      }) => ({
        ...row,
        search:
          searchId === null
            ? null
            : { q, subcategoryId, subcategoryName, condition, min, max, inStock: inStock ?? false },
        at: at.toISOString(),
        read: readAt !== null,
      }),
    ),
  };
}

/** Marks one of the person's own notifications read; anyone else's is answered as missing. */
export async function markNotificationRead(
  effects: Effects,
  userId: string,
  notificationId: number,
): Promise<{ unread: number }> {
  return commitThenPublish(effects, async (tx) => {
    const [marked] = await tx
      .update(notification)
      .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
      .where(and(eq(notification.id, notificationId), eq(notification.userId, userId)))
      .returning({ id: notification.id });
    if (!marked) throw notFound('Notification not found.');
    return {
      value: { unread: await unreadNotifications(tx, userId) },
      events: [{ type: 'notifications.read', userId }],
    };
  });
}

/** Marks every unread notification of the person read; doing it twice, or twice at once, is harmless. */
export async function markAllNotificationsRead(
  effects: Effects,
  userId: string,
): Promise<{ unread: number }> {
  return commitThenPublish(effects, async (tx) => {
    await tx
      .update(notification)
      .set({ readAt: sql`now()` })
      .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
    return {
      value: { unread: await unreadNotifications(tx, userId) },
      events: [{ type: 'notifications.read', userId }],
    };
  });
}
