import { and, count, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UnreadMessages } from '../../../domain/messenger';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { conversationRead, message, notification } from '../../db/schema';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import type { DomainEvent } from '../../events/domain-event';

/** Messages to `userId` (from `senderId` only, when given) after the last one they read in their conversation. */
function unreadTo(db: DbOrTx, userId: string, senderId?: string) {
  return db
    .select({ conversationId: message.conversationId, senderId: message.senderId, id: message.id })
    .from(message)
    .leftJoin(
      conversationRead,
      and(
        eq(conversationRead.userId, message.receiverId),
        eq(conversationRead.conversationId, message.conversationId),
      ),
    )
    .where(
      and(
        eq(message.receiverId, userId),
        senderId === undefined ? undefined : eq(message.senderId, senderId),
        gt(message.id, sql`coalesce(${conversationRead.lastReadMessageId}, 0)`),
      ),
    );
}

/** How many unread messages each of `userId`'s conversations holds: a subquery the conversation list joins. */
export function unreadByConversation(db: DbOrTx, userId: string) {
  const unread = unreadTo(db, userId).as('unread');
  return db
    .select({ conversationId: unread.conversationId, count: count().as('unread_count') })
    .from(unread)
    .groupBy(unread.conversationId)
    .as('unread_by_conversation');
}

/** The badge of the chat icon: unread messages and how many conversations hold them, in one query. */
export async function unreadMessages(db: DbOrTx, userId: string): Promise<UnreadMessages> {
  const unread = unreadTo(db, userId).as('unread');
  const [row] = await db
    .select({ messages: count(), conversations: countDistinct(unread.conversationId) })
    .from(unread);
  return row ?? { messages: 0, conversations: 0 };
}

/**
 * The reader saw their conversation up to `lastMessageId`: their marker moves there (never back, never past the
 * latest message to them there). Once nothing of the partner's is left unread in any conversation, the
 * notification gathering their messages is read too. Answers the chat icon's new counts. A conversation that
 * is not the reader's moves nothing.
 */
export async function markConversationRead(
  effects: Effects,
  input: { userId: string; conversationId: number; lastMessageId: number },
): Promise<UnreadMessages> {
  const { userId, conversationId, lastMessageId } = input;
  return commitThenPublish(effects, async (tx) => {
    const moved = await tx.execute(sql`
      insert into ${conversationRead} (user_id, conversation_id, last_read_message_id)
      select ${userId}, ${conversationId}, max(id) from ${message}
      where conversation_id = ${conversationId} and receiver_id = ${userId} and id <= ${lastMessageId}
      having max(id) is not null
      on conflict (user_id, conversation_id) do update
      set last_read_message_id = greatest(${conversationRead.lastReadMessageId}, excluded.last_read_message_id)
      returning last_read_message_id
    `);
    const events: DomainEvent[] = [];
    if (rowsOf(z.object({ last_read_message_id: z.number() }), moved).length > 0) {
      const partnerId = await senderIn(tx, userId, conversationId);
      events.push({ type: 'conversation.read', userId, conversationId });
      if (partnerId && !(await hasUnreadFrom(tx, userId, partnerId))) {
        const read = await tx
          .update(notification)
          .set({ readAt: sql`now()` })
          .where(
            and(
              eq(notification.userId, userId),
              eq(notification.kind, 'message'),
              eq(notification.actorId, partnerId),
              isNull(notification.readAt),
            ),
          )
          .returning({ id: notification.id });
        if (read.length > 0) events.push({ type: 'notifications.read', userId });
      }
    }
    return { value: await unreadMessages(tx, userId), events };
  });
}

async function hasUnreadFrom(tx: DbOrTx, userId: string, partnerId: string): Promise<boolean> {
  const [row] = await unreadTo(tx, userId, partnerId).limit(1);
  return row !== undefined;
}

/** Who writes to `userId` in the conversation (they only reach here when it holds a message to them). */
async function senderIn(tx: DbOrTx, userId: string, conversationId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ senderId: message.senderId })
    .from(message)
    .where(and(eq(message.conversationId, conversationId), eq(message.receiverId, userId)))
    .limit(1);
  return row?.senderId;
}
