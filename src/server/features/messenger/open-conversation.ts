import { and, eq, isNull } from 'drizzle-orm';
import type { Conversation, OpenConversationRequest } from '../../../domain/messenger';
import type { SignedInViewer } from '../../auth/session-user';
import { isBannedSeller } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { conversation, delivery, order, product, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { productNotFound } from '../catalog/product-detail';
import { visibleTo } from '../catalog/visibility';
import { storedPair } from './participants';
import { readConversation } from './service';

type Subject = { partnerId: string; productId: number | null; deliveryId: number | null };

/**
 * Opens the viewer's conversation about a subject, making it the first time: one conversation per pair and
 * subject, even when both people open it at the same moment (the unique index decides, the loser reads the
 * winner's row).
 */
export async function openConversation(
  db: DbOrTx,
  viewer: SignedInViewer,
  request: OpenConversationRequest,
): Promise<Conversation> {
  const subject = await resolveSubject(db, viewer, request);
  const id = await findOrCreate(db, viewer.user.id, subject);
  return readConversation(db, viewer, id);
}

/** With whom a subject is talked about; refused like its own route refuses it when the viewer may not. */
async function resolveSubject(
  db: DbOrTx,
  viewer: SignedInViewer,
  request: OpenConversationRequest,
): Promise<Subject> {
  const userId = viewer.user.id;
  switch (request.about) {
    case 'product': {
      const [row] = await db
        .select({ sellerId: product.sellerId })
        .from(product)
        .where(and(eq(product.id, request.productId), visibleTo(viewer)));
      if (!row) throw productNotFound();
      if (row.sellerId === userId) throw new AppError('own_conversation');
      return { partnerId: row.sellerId, productId: request.productId, deliveryId: null };
    }
    case 'order-part': {
      const [row] = await db
        .select({ sellerId: delivery.sellerId, buyerId: order.userId, orderStatus: order.status })
        .from(delivery)
        .innerJoin(order, eq(order.id, delivery.orderId))
        .where(eq(delivery.id, request.deliveryId));
      // Only the part's buyer and its seller talk about it; to anyone else it does not exist.
      const party = row && row.orderStatus !== 'deleted' && [row.buyerId, row.sellerId].includes(userId);
      if (!row || !party) throw notFound('Order not found');
      // A banned seller may not open their orders (SPEC section 4), so not from them either.
      if (row.sellerId === userId && isBannedSeller(viewer)) throw new AppError('seller_banned');
      const partnerId = row.sellerId === userId ? row.buyerId : row.sellerId;
      return { partnerId, productId: null, deliveryId: request.deliveryId };
    }
    case 'person': {
      if (request.userId === userId) throw new AppError('own_conversation');
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, request.userId));
      if (!row) throw notFound('No such user.');
      return { partnerId: row.id, productId: null, deliveryId: null };
    }
  }
}

async function findOrCreate(db: DbOrTx, userId: string, subject: Subject): Promise<number> {
  const { partnerId, productId, deliveryId } = subject;
  const pair = storedPair(userId, partnerId);
  const [created] = await db
    .insert(conversation)
    .values({ ...pair, productId, deliveryId })
    .onConflictDoNothing()
    .returning({ id: conversation.id });
  if (created) return created.id;
  const [found] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(
      and(
        eq(conversation.firstUserId, pair.firstUserId),
        eq(conversation.secondUserId, pair.secondUserId),
        productId === null ? isNull(conversation.productId) : eq(conversation.productId, productId),
        deliveryId === null ? isNull(conversation.deliveryId) : eq(conversation.deliveryId, deliveryId),
      ),
    );
  if (!found) throw new AppError('internal', 'a conversation lost its insert and was not found after');
  return found.id;
}
