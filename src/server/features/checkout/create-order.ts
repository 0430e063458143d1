import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  ORDER_TOTAL_MAX,
  type OutOfStockItem,
} from '../../../domain/checkout';
import { sessionUserId } from '../../auth/session-user';
import type { Viewer } from '../../auth/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { order, orderItem, payment, product } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invariant } from '../../errors';
import { productBaseColumns } from '../catalog/product-columns';
import { canSee, isForSale, sellerBannedColumn } from '../catalog/visibility';
import { orderItemValues } from '../orders/order-item-values';

export class InsufficientStockError extends AppError {
  constructor(readonly outOfStock: OutOfStockItem[]) {
    super('insufficient_stock');
  }
}

type Reservation = { order: CreateOrderResponse; created: boolean };

async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select({ orderId: order.id, paymentId: payment.id, total: payment.amount, expiresAt: payment.expiresAt })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(and(eq(order.userId, userId), eq(order.idempotencyKey, key)));
  return row ? { ...row, expiresAt: row.expiresAt.toISOString() } : undefined;
}

/** Duplicate lines of one product are one line; ordered by id, the order rows are locked in. */
function mergeLines(items: CreateOrderRequest['items']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of [...items].sort((a, b) => a.productId - b.productId))
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return merged;
}

/**
 * The spec's create_order_with_reservation, in one transaction: locks the products in id order (so two
 * checkouts never deadlock), refuses products the buyer may not see exactly as missing ones, refuses items
 * not for sale or short, takes the stock, and creates a pending payment that expires after the payment
 * window, the order and its lines at today's price. Prices and names come from the database only.
 */
export async function createOrderWithReservation(
  db: Db,
  input: { viewer: Viewer; request: CreateOrderRequest; windowSeconds: number },
): Promise<Reservation> {
  const { viewer, request, windowSeconds } = input;
  const userId = sessionUserId(viewer);
  const previous = await findByIdempotencyKey(db, userId, request.idempotencyKey);
  if (previous) return { order: previous, created: false };
  const wanted = mergeLines(request.items);
  try {
    const created = await db.transaction((tx) =>
      reserve(tx, { viewer, userId }, wanted, request.idempotencyKey, windowSeconds),
    );
    return { order: created, created: true };
  } catch (error) {
    // A concurrent request with the same key won the race: answer with its order.
    if (!isUniqueViolation(error, 'order_idempotency_unique')) throw error;
    const winner = await findByIdempotencyKey(db, userId, request.idempotencyKey);
    if (!winner) throw error;
    return { order: winner, created: false };
  }
}

async function reserve(
  tx: DbOrTx,
  { viewer, userId }: { viewer: Viewer; userId: string },
  wanted: Map<number, number>,
  idempotencyKey: string,
  windowSeconds: number,
): Promise<CreateOrderResponse> {
  const ids = [...wanted.keys()];
  const locked = await tx
    .select({ ...productBaseColumns, sellerBanned: sellerBannedColumn })
    .from(product)
    .where(inArray(product.id, ids))
    .orderBy(asc(product.id))
    .for('update', { of: product });
  // Before anything that names a product: a hidden one must be answered like a missing one.
  invariant(
    locked.length === ids.length && locked.every((row) => canSee(viewer, row)),
    () => new AppError('product_not_found'),
  );
  invariant(
    locked.every((row) => row.sellerId !== userId),
    () => new AppError('own_product'),
  );

  const lines = locked.map((row) => ({ ...row, quantity: wanted.get(row.id) ?? 0 }));
  const short = lines
    .map((line) => ({ line, available: isForSale(line) ? line.stock : 0 }))
    .filter(({ line, available }) => available < line.quantity)
    .map(({ line, available }) => ({
      productId: line.id,
      name: line.name,
      requested: line.quantity,
      available,
    }));
  if (short.length > 0) throw new InsufficientStockError(short);
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  invariant(total <= ORDER_TOTAL_MAX, () => new AppError('order_too_large'));

  const taken = sql.join(
    lines.map((line) => sql`(${line.id}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${product} set stock = ${product.stock} - taken.quantity
        from (values ${taken}) as taken(id, quantity) where ${product.id} = taken.id`,
  );

  const [pay] = await tx
    .insert(payment)
    .values({ amount: total, expiresAt: sql`now() + make_interval(secs => ${windowSeconds}::int)` })
    .returning({ id: payment.id, expiresAt: payment.expiresAt });
  invariant(pay, () => new AppError('internal', 'payment insert returned nothing'));
  const [created] = await tx
    .insert(order)
    .values({ userId, paymentId: pay.id, idempotencyKey })
    .returning({ id: order.id });
  invariant(created, () => new AppError('internal', 'order insert returned nothing'));
  await tx.insert(orderItem).values(orderItemValues(created.id, lines));
  return { orderId: created.id, paymentId: pay.id, total, expiresAt: pay.expiresAt.toISOString() };
}
