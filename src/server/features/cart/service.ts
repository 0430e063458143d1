import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type Cart } from '../../../domain/cart';
import { sessionUserId } from '../../auth/session-user';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { cart, cartItem, product } from '../../db/schema';
import { AppError, invariant } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import { firstImageKey } from '../catalog/product-columns';
import { productNotFound } from '../catalog/product-detail';
import { canSee, isForSale, sellerBannedColumn, visibleTo } from '../catalog/visibility';

const ownProduct = () => new AppError('own_product');
const unavailable = () => new AppError('product_unavailable');

/**
 * The viewer's cart. A line whose product became hidden from them (back to pending, or its seller banned)
 * is left out, name and all, as a product that does not exist would be; it stays stored and shows again
 * if the product comes back, and checkout refuses it like any unknown product.
 */
export async function getCart(db: DbOrTx, viewer: Viewer): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItem.productId,
      name: product.name,
      quantity: cartItem.quantity,
      price: product.price,
      image: firstImageKey,
      stock: product.stock,
    })
    .from(cart)
    .innerJoin(cartItem, eq(cartItem.cartId, cart.id))
    .innerJoin(product, eq(product.id, cartItem.productId))
    .where(and(eq(cart.userId, sessionUserId(viewer)), eq(cart.status, 'active'), visibleTo(viewer)))
    .orderBy(asc(cartItem.productId));
  const items = rows.map((row) => ({ ...row, lineTotal: row.price * row.quantity }));
  return { items, total: items.reduce((sum, item) => sum + item.lineTotal, 0) };
}

/** The user's active cart, created on first use; the partial unique index keeps it one per user. */
async function activeCartId(tx: DbOrTx, userId: string): Promise<number> {
  await tx
    .insert(cart)
    .values({ userId })
    .onConflictDoNothing({ target: cart.userId, where: sql`${cart.status} = 'active'` });
  const [row] = await tx
    .select({ id: cart.id })
    .from(cart)
    .where(and(eq(cart.userId, userId), eq(cart.status, 'active')));
  invariant(row, () => new AppError('internal', 'cart vanished'));
  return row.id;
}

/** The product as the viewer may know it: one they may not see is answered as missing. */
async function findVisibleProduct(tx: DbOrTx, viewer: Viewer, productId: number) {
  const [row] = await tx
    .select({ sellerId: product.sellerId, status: product.status, sellerBanned: sellerBannedColumn })
    .from(product)
    .where(eq(product.id, productId));
  invariant(row && canSee(viewer, row), productNotFound);
  return row;
}

async function currentQuantity(tx: DbOrTx, cartId: number, productId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartItem.quantity })
    .from(cartItem)
    .where(and(eq(cartItem.cartId, cartId), eq(cartItem.productId, productId)))
    .for('update');
  return row?.quantity ?? 0;
}

/**
 * Sets a line to `quantity` (0 removes it), refusing hidden products as missing, one's own, and, when
 * growing, products not for sale.
 */
async function writeQuantity(
  tx: DbOrTx,
  viewer: Viewer,
  productId: number,
  next: (current: number) => number,
) {
  const userId = sessionUserId(viewer);
  const found = await findVisibleProduct(tx, viewer, productId);
  invariant(found.sellerId !== userId, ownProduct);
  const cartId = await activeCartId(tx, userId);
  const current = await currentQuantity(tx, cartId, productId);
  const quantity = Math.min(Math.max(next(current), 0), CART_MAX_QUANTITY);
  invariant(quantity <= current || isForSale(found), unavailable);
  const line = and(eq(cartItem.cartId, cartId), eq(cartItem.productId, productId));
  if (quantity === 0) {
    await tx.delete(cartItem).where(line);
    return;
  }
  await tx
    .insert(cartItem)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItem.cartId, cartItem.productId], set: { quantity } });
}

/**
 * Runs a change of the viewer's cart, tells their other tabs and devices, and answers with the cart as it
 * now is.
 */
async function changeCart(effects: Effects, viewer: Viewer, change: (tx: DbOrTx) => Promise<void>) {
  await commitThenPublish(effects, async (tx) => {
    await change(tx);
    return { value: undefined, events: [{ type: 'cart.changed', userId: sessionUserId(viewer) }] };
  });
  return getCart(effects.db, viewer);
}

/** Plus adds, minus subtracts (never below 0); a line at 0 is removed. */
export function addToCart(effects: Effects, viewer: Viewer, productId: number, delta: number) {
  return changeCart(effects, viewer, (tx) =>
    writeQuantity(tx, viewer, productId, (current) => current + delta),
  );
}

/** Set replaces; 0 removes. */
export function setCartQuantity(effects: Effects, viewer: Viewer, productId: number, quantity: number) {
  return changeCart(effects, viewer, (tx) => writeQuantity(tx, viewer, productId, () => quantity));
}

export function removeFromCart(effects: Effects, viewer: Viewer, productId: number) {
  const userId = sessionUserId(viewer);
  return changeCart(effects, viewer, async (tx) => {
    await tx
      .delete(cartItem)
      .where(
        and(
          eq(cartItem.productId, productId),
          sql`${cartItem.cartId} in (select ${cart.id} from ${cart} where ${cart.userId} = ${userId} and ${cart.status} = 'active')`,
        ),
      );
  });
}
