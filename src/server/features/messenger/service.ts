import { and, desc, eq, or, sql } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT } from '../../../domain/limits';
import {
  type ChatMessage,
  type ChatPartner,
  type Conversation,
  type ConversationSummary,
  partnerDisplayName,
  type SendMessageRequest,
  sendMessageRequestSchema,
} from '../../../domain/messenger';
import type { DbOrTx } from '../../db/client';
import { message, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import { countChatMessage } from './send-limit';

const messageColumns = {
  id: message.id,
  senderId: message.senderId,
  receiverId: message.receiverId,
  message: message.message,
  createdAt: message.createdAt,
};
type MessageRow = { [K in keyof typeof messageColumns]: (typeof message.$inferSelect)[K] };

const toChatMessage = (row: MessageRow): ChatMessage => ({ ...row, createdAt: row.createdAt.toISOString() });

const between = (a: string, b: string) =>
  or(
    and(eq(message.senderId, a), eq(message.receiverId, b)),
    and(eq(message.senderId, b), eq(message.receiverId, a)),
  );

async function findPartner(db: DbOrTx, partnerId: string): Promise<ChatPartner> {
  const [partner] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.id, partnerId));
  if (!partner) throw notFound('No such user.');
  return { id: partner.id, name: partnerDisplayName(partner.name) };
}

/** The people the user has exchanged messages with, the latest conversation first. */
export async function listConversations(db: DbOrTx, userId: string): Promise<ConversationSummary[]> {
  const involving = db
    .select({
      ...messageColumns,
      partnerId:
        sql<string>`case when ${message.senderId} = ${userId} then ${message.receiverId} else ${message.senderId} end`.as(
          'partner_id',
        ),
    })
    .from(message)
    .where(or(eq(message.senderId, userId), eq(message.receiverId, userId)))
    .as('involving');
  const latest = db
    .selectDistinctOn([involving.partnerId])
    .from(involving)
    .orderBy(involving.partnerId, desc(involving.createdAt), desc(involving.id))
    .as('latest');
  const rows = await db
    .select({
      id: latest.id,
      senderId: latest.senderId,
      receiverId: latest.receiverId,
      message: latest.message,
      createdAt: latest.createdAt,
      partnerId: latest.partnerId,
      partnerName: user.name,
    })
    .from(latest)
    .innerJoin(user, eq(user.id, latest.partnerId))
    .orderBy(desc(latest.createdAt), desc(latest.id));
  return rows.map(({ partnerId: id, partnerName, ...last }) => ({
    partner: { id, name: partnerDisplayName(partnerName) },
    lastMessage: toChatMessage(last),
  }));
}

/** The latest messages between the user and one partner, oldest first. */
export async function readConversation(db: DbOrTx, userId: string, partnerId: string): Promise<Conversation> {
  const partner = await findPartner(db, partnerId);
  const newestFirst = await db
    .select(messageColumns)
    .from(message)
    .where(between(userId, partnerId))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(CHAT_HISTORY_LIMIT);
  return { partner, messages: newestFirst.reverse().map(toChatMessage) };
}

/** Stores a message, counted against the sender's limit first, and tells both sides once it is stored. */
export async function sendMessage(
  effects: Effects,
  senderId: string,
  request: SendMessageRequest,
): Promise<ChatMessage> {
  await countChatMessage(effects.db, senderId);
  const { receiverId, message: text } = sendMessageRequestSchema.parse(request);
  if (receiverId === senderId) throw new AppError('own_conversation');
  return commitThenPublish(effects, async (tx) => {
    await findPartner(tx, receiverId);
    const [created] = await tx
      .insert(message)
      .values({ senderId, receiverId, message: text })
      .returning(messageColumns);
    if (!created) throw new Error('the message was not stored');
    const sent = toChatMessage(created);
    return { value: sent, events: [{ type: 'message.sent', message: sent }] };
  });
}
