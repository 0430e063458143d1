import { and, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CHAT_HISTORY_LIMIT } from '../../../domain/limits';
import {
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  partnerDisplayName,
  type SendMessageRequest,
  sendMessageRequestSchema,
} from '../../../domain/messenger';
import type { SignedInViewer } from '../../auth/session-user';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { conversation, message, user } from '../../db/schema';
import { notFound } from '../../errors';
import type { Effects } from '../../events/commit-then-publish';
import { messageNotification, messageNotified } from '../notifications/notify';
import { otherPerson, takesPart } from './participants';
import { unreadByConversation } from './read-marker';
import { countChatMessage } from './send-limit';
import { describeSubjects, subjectKey } from './subjects';

export const messageColumns = {
  id: message.id,
  conversationId: message.conversationId,
  senderId: message.senderId,
  receiverId: message.receiverId,
  message: message.message,
  createdAt: message.createdAt,
};
type MessageRow = { [K in keyof typeof messageColumns]: (typeof message.$inferSelect)[K] };

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const conversationNotFound = () => notFound('Conversation not found.');

/** The viewer's conversations that hold a message, the latest first, each with its latest message and unread count. */
export async function listConversations(db: DbOrTx, viewer: SignedInViewer): Promise<ConversationSummary[]> {
  const userId = viewer.user.id;
  const latest = db
    .selectDistinctOn([message.conversationId], messageColumns)
    .from(message)
    .where(or(eq(message.senderId, userId), eq(message.receiverId, userId)))
    .orderBy(message.conversationId, desc(message.createdAt), desc(message.id))
    .as('latest');
  const unread = unreadByConversation(db, userId);
  const rows = await db
    .select({
      lastMessage: {
        id: latest.id,
        conversationId: latest.conversationId,
        senderId: latest.senderId,
        receiverId: latest.receiverId,
        message: latest.message,
        createdAt: latest.createdAt,
      },
      productId: conversation.productId,
      deliveryId: conversation.deliveryId,
      partnerId: user.id,
      partnerName: user.name,
      unread: sql<number>`coalesce(${unread.count}, 0)::int`,
    })
    .from(latest)
    .innerJoin(conversation, eq(conversation.id, latest.conversationId))
    .innerJoin(user, eq(user.id, otherPerson(userId)))
    .leftJoin(unread, eq(unread.conversationId, latest.conversationId))
    .orderBy(desc(latest.createdAt), desc(latest.id));
  const subjects = await describeSubjects(db, viewer, rows);
  return rows.map((row) => ({
    id: row.lastMessage.conversationId,
    partner: { id: row.partnerId, name: partnerDisplayName(row.partnerName) },
    subject: subjects.get(subjectKey(row)) ?? null,
    lastMessage: toChatMessage(row.lastMessage),
    unread: row.unread,
  }));
}

/** One of the viewer's conversations with its latest messages, oldest first; anyone else's is not found. */
export async function readConversation(
  db: DbOrTx,
  viewer: SignedInViewer,
  conversationId: number,
): Promise<Conversation> {
  const userId = viewer.user.id;
  const [head] = await db
    .select({
      productId: conversation.productId,
      deliveryId: conversation.deliveryId,
      partnerId: user.id,
      partnerName: user.name,
    })
    .from(conversation)
    .innerJoin(user, eq(user.id, otherPerson(userId)))
    .where(and(eq(conversation.id, conversationId), takesPart(userId)));
  if (!head) throw conversationNotFound();
  const [subjects, newestFirst] = await Promise.all([
    describeSubjects(db, viewer, [head]),
    db
      .select(messageColumns)
      .from(message)
      .where(eq(message.conversationId, conversationId))
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(CHAT_HISTORY_LIMIT),
  ]);
  return {
    id: conversationId,
    partner: { id: head.partnerId, name: partnerDisplayName(head.partnerName) },
    subject: subjects.get(subjectKey(head)) ?? null,
    messages: newestFirst.reverse().map(toChatMessage),
  };
}

/**
 * Stores a message in one of the sender's conversations, counted against the sender's limit first, and tells
 * both sides once it is stored. The message and the receiver's notification are written by one statement,
 * which commits on its own; nothing is written when the sender takes no part in the conversation.
 */
export async function sendMessage(
  effects: Effects,
  senderId: string,
  request: SendMessageRequest,
): Promise<ChatMessage> {
  await countChatMessage(effects.db, senderId);
  const { conversationId, message: text } = sendMessageRequestSchema.parse(request);
  const stored = sql`stored`;
  const result = await effects.db.execute(sql`
    with ${stored} as (
      insert into ${message} (conversation_id, sender_id, receiver_id, message)
      select ${conversation.id}, ${senderId}::text, ${otherPerson(senderId)}, ${text}::text from ${conversation}
      where ${and(eq(conversation.id, conversationId), takesPart(senderId))}
      returning id, conversation_id, sender_id, receiver_id, message, created_at
    ), notified as (${messageNotification(stored)})
    select ${stored}.*, notified.id as notification_id from ${stored}, notified`);
  const [row] = rowsOf(sentRowSchema, result);
  if (!row) throw conversationNotFound();
  const sent = toChatMessage({
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    message: row.message,
    createdAt: row.created_at,
  });
  // After the commit, as commitThenPublish does for a transaction.
  effects.publish([
    { type: 'message.sent', message: sent },
    messageNotified({ id: row.notification_id, user_id: row.receiver_id, actor_id: row.sender_id }),
  ]);
  return sent;
}

const sentRowSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender_id: z.string(),
  receiver_id: z.string(),
  message: z.string(),
  created_at: z.coerce.date(),
  notification_id: z.number(),
});
