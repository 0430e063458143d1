import { and, asc, eq } from 'drizzle-orm';
import type { MeetUpOffer } from '../../../../domain/meet-up';
import { sessionUserId } from '../../../auth/session-user';
import type { Viewer } from '../../../auth/viewer';
import type { DbOrTx } from '../../../db/client';
import { cart, cartItem, product, seller } from '../../../db/schema';
import { visibleTo } from '../../catalog/visibility';

/**
 * Which products of the viewer's cart cannot be paid in person: their seller turned cash on meet-up off.
 * Lines hidden from the viewer are left out, as the cart leaves them out.
 */
export async function meetUpOffer(db: DbOrTx, viewer: Viewer): Promise<MeetUpOffer> {
  const rows = await db
    .select({ name: product.name })
    .from(cart)
    .innerJoin(cartItem, eq(cartItem.cartId, cart.id))
    .innerJoin(product, eq(product.id, cartItem.productId))
    .innerJoin(seller, eq(seller.id, product.sellerId))
    .where(
      and(
        eq(cart.userId, sessionUserId(viewer)),
        eq(cart.status, 'active'),
        visibleTo(viewer),
        eq(seller.cashOnMeetUp, false),
      ),
    )
    .orderBy(asc(cartItem.productId));
  return { refused: rows.map((row) => row.name) };
}
