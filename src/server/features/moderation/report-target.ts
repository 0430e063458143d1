import { and, eq } from 'drizzle-orm';
import type { NewReport } from '../../../domain/moderation';
import type { SignedInViewer } from '../../auth/session-user';
import type { DbOrTx } from '../../db/client';
import { message, product, seller } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { visibleTo } from '../catalog/visibility';

/** Who a report is against and what it points at. */
export type ReportTarget = { againstId: string; productId: number | null; messageId: number | null };

/**
 * What is reported, if the reporter can see it: a listing they may see, a seller, or a message sent to them in
 * their own conversation. Anything else is answered as missing; their own listing, themselves and their own
 * message are refused.
 */
export async function findReportTarget(
  db: DbOrTx,
  viewer: SignedInViewer,
  input: NewReport,
): Promise<ReportTarget> {
  const reporterId = viewer.user.id;
  const target = await readTarget(db, viewer, input);
  if (target.againstId === reporterId) throw new AppError('own_report');
  return target;
}

async function readTarget(db: DbOrTx, viewer: SignedInViewer, input: NewReport): Promise<ReportTarget> {
  switch (input.kind) {
    case 'listing': {
      const [row] = await db
        .select({ sellerId: product.sellerId })
        .from(product)
        .where(and(eq(product.id, input.targetId), visibleTo(viewer)));
      if (!row) throw notFound('Product not found.');
      return { againstId: row.sellerId, productId: input.targetId, messageId: null };
    }
    case 'seller': {
      const [row] = await db.select({ id: seller.id }).from(seller).where(eq(seller.id, input.targetId));
      if (!row) throw notFound('Seller not found.');
      return { againstId: row.id, productId: null, messageId: null };
    }
    case 'message': {
      const [row] = await db
        .select({ senderId: message.senderId, receiverId: message.receiverId })
        .from(message)
        .where(eq(message.id, input.targetId));
      const reporterId = viewer.user.id;
      if (!row || (row.receiverId !== reporterId && row.senderId !== reporterId))
        throw notFound('Message not found.');
      return { againstId: row.senderId, productId: null, messageId: input.targetId };
    }
  }
}
