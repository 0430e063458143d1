import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { ORDER_PAGE_MESSAGES } from '../../../domain/limits';
import type { ChatMessage } from '../../../domain/messenger';
import type { DbOrTx } from '../../db/client';
import { conversation, message } from '../../db/schema';
import { takesPart } from './participants';
import { messageColumns, toChatMessage } from './service';

export type PartConversation = { id: number; messages: ChatMessage[] };

/**
 * The user's conversation about each of these order parts (deliveries), with its latest messages oldest first,
 * in two queries whatever the number of parts; a part nobody has talked about has no entry.
 */
export async function conversationsAboutParts(
  db: DbOrTx,
  userId: string,
  deliveryIds: number[],
): Promise<Map<number, PartConversation>> {
  if (deliveryIds.length === 0) return new Map();
  const found = await db
    .select({ id: conversation.id, deliveryId: conversation.deliveryId })
    .from(conversation)
    .where(and(inArray(conversation.deliveryId, deliveryIds), takesPart(userId)));
  if (found.length === 0) return new Map();
  const ranked = db
    .select({
      ...messageColumns,
      rank: sql<number>`row_number() over (partition by ${message.conversationId} order by ${message.createdAt} desc, ${message.id} desc)`.as(
        'rank',
      ),
    })
    .from(message)
    .where(
      inArray(
        message.conversationId,
        found.map((row) => row.id),
      ),
    )
    .as('ranked');
  const latest = await db
    .select({
      id: ranked.id,
      conversationId: ranked.conversationId,
      senderId: ranked.senderId,
      receiverId: ranked.receiverId,
      message: ranked.message,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, ORDER_PAGE_MESSAGES))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  const parts = new Map<number, PartConversation>();
  for (const { id, deliveryId } of found) {
    if (deliveryId === null) continue;
    const messages = latest.filter((row) => row.conversationId === id).map(toChatMessage);
    parts.set(deliveryId, { id, messages });
  }
  return parts;
}
