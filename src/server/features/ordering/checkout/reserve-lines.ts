import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type CreateOrderResponse, ORDER_TOTAL_MAX, type OutOfStockItem } from '../../../../domain/checkout';
import { isForSale } from '../../../../domain/for-sale';
import { productStatusSchema } from '../../../../domain/product';
import { sessionUserId } from '../../../auth/session-user';
import type { Viewer } from '../../../auth/viewer';
import type { DbOrTx } from '../../../db/client';
import { intArray } from '../../../db/int-array';
import { rowsOf } from '../../../db/rows-of';
import { AppError, invariant } from '../../../errors';
import { canSee } from '../../catalog/visibility';
import { type ReleasedOrder, releasedOrderSchema } from '../orders/expire-payments';

export class InsufficientStockError extends AppError {
  constructor(readonly outOfStock: OutOfStockItem[]) {
    super('insufficient_stock');
  }
}

export type Reserved =
  | { outcome: 'previous' | 'resumed'; order: CreateOrderResponse }
  | { outcome: 'created'; order: CreateOrderResponse; replaced: ReleasedOrder[] };

/** A wanted product as checkout_reserve read it, locked, when it refused the checkout. */
const readLineSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  status: productStatusSchema,
  sellerId: z.string(),
  sellerBanned: z.boolean(),
  quantity: z.number(),
});
type ReadLine = z.infer<typeof readLineSchema>;

/** The order checkout_reserve answered with; `expiresAt` is a timestamp as jsonb writes it. */
const orderAnswerSchema = z.object({
  orderId: z.number(),
  paymentId: z.number(),
  total: z.number(),
  expiresAt: z.string(),
});

/** checkout_reserve's jsonb answer, one shape per outcome (migration 0015, where they are written). */
const answerSchema = z.discriminatedUnion('outcome', [
  orderAnswerSchema.extend({ outcome: z.enum(['previous', 'resumed']) }),
  orderAnswerSchema.extend({ outcome: z.literal('created'), replaced: z.array(releasedOrderSchema) }),
  z.object({ outcome: z.literal('refused'), lines: z.array(readLineSchema) }),
]);

/**
 * The reservation of Pay Now as one statement: the database function checkout_reserve (migration
 * 0015_checkout_in_one_round_trip.sql, where its rules are written) locks the buyer, answers a repeated
 * idempotency key or the order awaiting payment for these lines, releases the buyer's unpaid orders, and
 * takes the stock and places the order. Run on the database it is its own transaction, so a rush's product row
 * is locked only for the time the database needs, not for round trips through a busy event loop. When it
 * refuses, it has changed nothing and names the products as it read them; the refusal's reason is told here.
 */
export async function reserveLines(
  db: DbOrTx,
  input: {
    viewer: Viewer;
    wanted: Map<number, number>;
    idempotencyKey: string;
    windowSeconds: number;
    /** Whether an order awaiting payment with these lines is answered instead (not for a meet-up). */
    mayResume: boolean;
  },
): Promise<Reserved> {
  const { viewer, wanted, idempotencyKey, windowSeconds, mayResume } = input;
  const userId = sessionUserId(viewer);
  const result = await db.execute(sql`
    select checkout_reserve(${userId}, ${intArray([...wanted.keys()])}, ${intArray([...wanted.values()])},
      ${idempotencyKey}, ${windowSeconds}::int, ${mayResume}, ${ORDER_TOTAL_MAX}::bigint) as answer`);
  const answer = rowsOf(z.object({ answer: answerSchema }), result)[0]?.answer;
  invariant(answer, () => new AppError('internal', 'checkout_reserve answered nothing'));
  if (answer.outcome === 'refused') throw refusal(viewer, wanted, answer.lines);
  const order = {
    orderId: answer.orderId,
    paymentId: answer.paymentId,
    total: answer.total,
    expiresAt: new Date(answer.expiresAt).toISOString(),
  };
  return answer.outcome === 'created'
    ? { outcome: 'created', order, replaced: answer.replaced }
    : { outcome: answer.outcome, order };
}

/** Why the checkout was refused, in the order a buyer should hear it. */
function refusal(viewer: Viewer, wanted: Map<number, number>, read: ReadLine[]): AppError {
  // Before anything that names a product: a hidden one must be answered like a missing one.
  if (read.length !== wanted.size || !read.every((line) => canSee(viewer, line)))
    return new AppError('product_not_found');
  if (read.some((line) => line.sellerId === sessionUserId(viewer))) return new AppError('own_product');
  const short = read
    .map((line) => ({ line, available: isForSale(line) ? line.stock : 0 }))
    .filter(({ line, available }) => available < line.quantity)
    .map(({ line, available }) => ({
      productId: line.id,
      name: line.name,
      requested: line.quantity,
      available,
    }));
  if (short.length > 0) return new InsufficientStockError(short);
  const total = read.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (total > ORDER_TOTAL_MAX) return new AppError('order_too_large');
  return new AppError('internal', 'checkout_reserve refused an order it could place');
}
