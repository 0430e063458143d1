import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type Cart } from '../../../domain/cart';
import { isShort } from '../../../domain/cart-stock';
import { cartTexts } from '../../../domain/cart-texts';
import { isForSale } from '../../../domain/for-sale';
import { sameLines } from '../../../domain/open-order';
import { sessionUserId } from '../../auth/session-user';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { cart, cartItem, product } from '../../db/schema';
import { AppError, invariant } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import { firstImageKey } from '../catalog/product-columns';
import { productNotFound } from '../catalog/product-detail';
import { canSee, sellerBannedColumn, type VisibilityFacts, visibleTo } from '../catalog/visibility';
import { awaitingPayment, findUnpaidOrders, heldQuantities } from '../ordering';

const ownProduct = () => new AppError('own_product');
const unavailable = () => new AppError('product_unavailable');

/** The lines of the viewer's active cart they may see, with what is needed to tell how many are there. */
async function visibleLines(db: DbOrTx, viewer: Viewer) {
  return db
    .select({
      productId: cartItem.productId,
      name: product.name,
      quantity: cartItem.quantity,
      price: product.price,
      image: firstImageKey,
      stock: product.stock,
      status: product.status,
      sellerId: product.sellerId,
      sellerBanned: sellerBannedColumn,
    })
    .from(cart)
    .innerJoin(cartItem, eq(cartItem.cartId, cart.id))
    .innerJoin(product, eq(product.id, cartItem.productId))
    .where(and(eq(cart.userId, sessionUserId(viewer)), eq(cart.status, 'active'), visibleTo(viewer)))
    .orderBy(asc(cartItem.productId));
}

/** What the buyer can have of a product: none unless it is for sale, else its stock and what they hold of it. */
function availableTo(held: Map<number, number>, row: VisibilityFacts & { id: number; stock: number }) {
  return isForSale(row) ? row.stock + (held.get(row.id) ?? 0) : 0;
}

/**
 * The viewer's cart. A line whose product became hidden from them (back to pending, or its seller banned)
 * is left out, name and all, as a product that does not exist would be; it stays stored and shows again
 * if the product comes back, and checkout refuses it like any unknown product. Each line tells how many the
 * buyer can have (`available`), and the cart tells whether an order of theirs awaits payment.
 */
export async function getCart(db: DbOrTx, viewer: Viewer): Promise<Cart> {
  const [rows, unpaid] = await Promise.all([
    visibleLines(db, viewer),
    findUnpaidOrders(db, sessionUserId(viewer)),
  ]);
  const held = heldQuantities(unpaid);
  const items = rows.map(({ stock, status, sellerId, sellerBanned, ...line }) => ({
    ...line,
    available: availableTo(held, { id: line.productId, stock, status, sellerId, sellerBanned }),
    lineTotal: line.price * line.quantity,
  }));
  const awaiting = awaitingPayment(unpaid);
  return {
    items,
    total: items.reduce((sum, item) => sum + item.lineTotal, 0),
    awaitingOrder: awaiting
      ? {
          orderId: awaiting.orderId,
          paymentId: awaiting.paymentId,
          sameAsCart: sameLines(awaiting.lines, items),
        }
      : null,
  };
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
    .select({
      id: product.id,
      name: product.name,
      stock: product.stock,
      sellerId: product.sellerId,
      status: product.status,
      sellerBanned: sellerBannedColumn,
    })
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
    .for('no key update');
  return row?.quantity ?? 0;
}

/**
 * Sets a line to `quantity` (0 removes it), refusing hidden products as missing, one's own, and, when
 * growing, products not for sale and more than the buyer can have. Shrinking is always allowed, also on a
 * line still above what is there.
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
  if (quantity > current) {
    invariant(isForSale(found), unavailable);
    const available = availableTo(heldQuantities(await findUnpaidOrders(tx, userId)), found);
    invariant(
      quantity <= available,
      () =>
        new AppError(
          'cart_stock_limit',
          cartTexts.stock.limit({ name: found.name, available, inCart: current }),
        ),
    );
  }
  await storeQuantity(tx, cartId, productId, quantity);
}

async function storeQuantity(tx: DbOrTx, cartId: number, productId: number, quantity: number) {
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

/**
 * The review's offer: every line above what the buyer can have comes down to it, and a line with nothing
 * left goes. Lines hidden from the buyer are left as they are, as getCart leaves them out.
 */
export async function adjustCartToStock(effects: Effects, viewer: Viewer) {
  return changeCart(effects, viewer, async (tx) => {
    const cart = await getCart(tx, viewer);
    const cartId = await activeCartId(tx, sessionUserId(viewer));
    const fitted = cart.items.filter(isShort).map((item) => ({ ...item, quantity: item.available }));
    const gone = fitted.filter((item) => item.quantity === 0).map((item) => item.productId);
    const lowered = fitted.filter((item) => item.quantity > 0);
    if (gone.length > 0)
      await tx.delete(cartItem).where(and(eq(cartItem.cartId, cartId), inArray(cartItem.productId, gone)));
    if (lowered.length === 0) return;
    const values = sql.join(
      lowered.map((item) => sql`(${item.productId}::int, ${item.quantity}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${cartItem} set quantity = fitted.quantity
      from (values ${values}) as fitted(prod_id, quantity)
      where ${cartItem.cartId} = ${cartId} and ${cartItem.productId} = fitted.prod_id
    `);
  });
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
