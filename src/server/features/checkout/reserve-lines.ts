import { asc, inArray, sql } from 'drizzle-orm';
import { type CreateOrderResponse, ORDER_TOTAL_MAX, type OutOfStockItem } from '../../../domain/checkout';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { order, orderItem, payment, product } from '../../db/schema';
import { AppError, invariant } from '../../errors';
import { productBaseColumns } from '../catalog/product-columns';
import { canSee, forSaleCondition, isForSale, sellerBannedColumn } from '../catalog/visibility';

export class InsufficientStockError extends AppError {
  constructor(readonly outOfStock: OutOfStockItem[]) {
    super('insufficient_stock');
  }
}

/** The stock moved between reading the lines and taking it, and now suffices again: the checkout starts again. */
export class StockMovedError extends AppError {
  constructor() {
    super('product_unavailable');
  }
}

type Line = Awaited<ReturnType<typeof readLines>>[number];

/**
 * Reserves the wanted quantities as a new order awaiting payment. Many buyers rushing one product all wait
 * for its row, so the row is taken last and briefly: the lines are read and checked first, then one statement
 * takes the stock and writes the payment, the order and its lines, right before the commit. A product's row is
 * held for that statement and the commit, not for the whole checkout.
 */
export async function reserveLines(
  tx: DbOrTx,
  input: {
    viewer: Viewer;
    userId: string;
    wanted: Map<number, number>;
    idempotencyKey: string;
    windowSeconds: number;
  },
): Promise<CreateOrderResponse> {
  const lines = await readLines(tx, input.viewer, input.userId, input.wanted);
  throwIfShort(lines);
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  invariant(total <= ORDER_TOTAL_MAX, () => new AppError('order_too_large'));
  const placed = await takeStockAndPlaceOrder(tx, { ...input, lines });
  if (placed.taken < lines.length) {
    throwIfShort(await readLines(tx, input.viewer, input.userId, input.wanted));
    throw new StockMovedError();
  }
  invariant(placed.orderId !== null, () => new AppError('order_too_large'));
  return {
    orderId: placed.orderId,
    paymentId: placed.paymentId,
    total: placed.total,
    expiresAt: new Date(placed.expiresAt).toISOString(),
  };
}

async function readLines(tx: DbOrTx, viewer: Viewer, userId: string, wanted: Map<number, number>) {
  const ids = [...wanted.keys()];
  const rows = await tx
    .select({ ...productBaseColumns, sellerBanned: sellerBannedColumn })
    .from(product)
    .where(inArray(product.id, ids))
    .orderBy(asc(product.id));
  // Before anything that names a product: a hidden one must be answered like a missing one.
  invariant(
    rows.length === ids.length && rows.every((row) => canSee(viewer, row)),
    () => new AppError('product_not_found'),
  );
  invariant(
    rows.every((row) => row.sellerId !== userId),
    () => new AppError('own_product'),
  );
  return rows.map((row) => ({ ...row, quantity: wanted.get(row.id) ?? 0 }));
}

function throwIfShort(lines: Line[]) {
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
}

const columns = (...list: { name: string }[]) =>
  sql.join(
    list.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

type Placed =
  | { taken: number; orderId: null }
  | { taken: number; orderId: number; paymentId: number; total: number; expiresAt: string };

/**
 * One statement: locks the lines' products in id order (as every checkout does, so two cannot each hold what
 * the other waits for), takes the stock of those still for sale and in stock, and only when every line was
 * taken writes the payment, the order and its lines at the prices the rows hold now (a price that moved since
 * the lines were read is the price paid, as a checkout started a moment later would see). Fewer lines taken
 * than wanted means the stock or the status moved since the lines were read: the caller rolls back.
 *
 * Every lock on a product row is `for no key update`, never `for update`: order lines hold key-share locks
 * on their products (their foreign key), which `for update` waits for, so two checkouts of one product would
 * each wait for the other.
 */
async function takeStockAndPlaceOrder(
  tx: DbOrTx,
  input: { userId: string; idempotencyKey: string; windowSeconds: number; lines: Line[] },
): Promise<Placed> {
  const { userId, idempotencyKey, windowSeconds, lines } = input;
  const wanted = sql.join(
    lines.map((line) => sql`(${line.id}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with wanted(id, quantity) as (values ${wanted}),
    locked as materialized (
      select ${product.id} from ${product} where ${product.id} in (select id from wanted)
      order by ${product.id} for no key update
    ),
    taken as (
      update ${product} set stock = ${product.stock} - wanted.quantity
      from wanted
      where ${product.id} = wanted.id and ${product.id} in (select id from locked)
        and ${product.stock} >= wanted.quantity and ${forSaleCondition()}
      returning ${product.id} as id, ${product.sellerId} as seller_id, ${product.price} as price, wanted.quantity
    ),
    paid as (
      insert into ${payment} (${columns(payment.amount, payment.expiresAt)})
      select sum(price::bigint * quantity), now() + make_interval(secs => ${windowSeconds}::int) from taken
      having count(*) = ${lines.length} and sum(price::bigint * quantity) <= ${ORDER_TOTAL_MAX}
      returning ${payment.id} as id, ${payment.amount} as total, ${payment.expiresAt} as expires_at
    ),
    placed as (
      insert into ${order} (${columns(order.userId, order.paymentId, order.idempotencyKey)})
      select ${userId}, id, ${idempotencyKey} from paid
      returning ${order.id} as id
    ),
    lined as (
      insert into ${orderItem} (${columns(orderItem.orderId, orderItem.productId, orderItem.sellerId, orderItem.quantity, orderItem.priceAtPurchase)})
      select placed.id, taken.id, taken.seller_id, taken.quantity, taken.price from placed, taken order by taken.id
    )
    select (select count(*)::int from taken) as taken, placed.id as order_id, paid.id as payment_id,
      paid.total, paid.expires_at
    from (select) as one left join paid on true left join placed on true`);
  const [row] = (
    result as unknown as {
      rows: {
        taken: number;
        order_id: number | null;
        payment_id: number;
        total: number;
        expires_at: string | Date;
      }[];
    }
  ).rows;
  invariant(row, () => new AppError('internal', 'the reservation returned nothing'));
  if (row.order_id === null) return { taken: row.taken, orderId: null };
  return {
    taken: row.taken,
    orderId: row.order_id,
    paymentId: row.payment_id,
    total: row.total,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
