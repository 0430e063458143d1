import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart';
import { formatDuration } from './format-date';
import { idSchema } from './ids';
import { ADDRESS_MAX_LENGTH, PAYMENT_FIELD_MAX_LENGTH } from './limits';
import { controlCharactersText, hasControlCharacters, requiredText } from './text';

export const paymentMethods = ['bkash', 'nagad', 'debit_card', 'credit_card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  debit_card: 'Debit Card',
  credit_card: 'Credit Card',
};

export const paymentStatuses = ['pending', 'completed', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * GET /api/checkout/terms: the server's payment window (PAYMENT_WINDOW_SECONDS), which the order review
 * announces before Pay Now reserves anything.
 */
export const checkoutTermsSchema = z.object({ paymentWindowSeconds: z.number().int().positive() });

export function reservationNotice(paymentWindowSeconds: number): string {
  return `Your items are reserved for ${formatDuration(paymentWindowSeconds)} while you pay.`;
}

const CHECKOUT_MAX_LINES = 100;

/**
 * The largest order total, in whole taka. It keeps every order's sums within PostgreSQL's integer, which a
 * hundred lines of 999 units at the largest price would pass many times over.
 */
export const ORDER_TOTAL_MAX = 1_000_000_000;
export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large.';

/**
 * POST /api/orders. Only ids and quantities: the buyer is the session's user, names and prices are
 * re-read from the database (any other field, such as a price, is stripped). Repeating a request with the
 * same idempotencyKey returns the same order.
 */
export const createOrderRequestSchema = z.object({
  items: z
    .array(
      z.object({
        productId: idSchema,
        quantity: z.number().int().positive().max(CART_MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(CHECKOUT_MAX_LINES),
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .refine((key) => !hasControlCharacters(key), controlCharactersText),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  total: z.number().int(),
  /** ISO timestamp; the payment window closes then. */
  expiresAt: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const outOfStockItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type OutOfStockItem = z.infer<typeof outOfStockItemSchema>;

/** The 409 body of POST /api/orders when items are inactive or short: the error envelope plus the list. */
export const insufficientStockErrorSchema = z.object({
  error: z.object({
    code: z.literal('insufficient_stock'),
    message: z.literal('Insufficient stock:'),
    outOfStock: z.array(outOfStockItemSchema),
  }),
});

export const INSUFFICIENT_STOCK_MESSAGE = 'Insufficient stock:';

/** SPEC section 8: 'name: requested X, available Y'. */
export function formatOutOfStockLine(item: OutOfStockItem): string {
  return `${item.name}: requested ${item.requested}, available ${item.available}`;
}

/** POST /api/orders/:id/pay. Formats are not checked (SPEC section 5), only presence. */
export const payOrderRequestSchema = z.object({
  method: z.enum(paymentMethods, 'Please choose a payment method.'),
  /** Account or card number; recorded as the payment's bank_id. */
  account: requiredText({
    required: 'Please enter your account or card number.',
    max: PAYMENT_FIELD_MAX_LENGTH,
  }),
  phone: requiredText({ required: 'Please enter your phone number.', max: PAYMENT_FIELD_MAX_LENGTH }),
  address: requiredText({ required: 'Please enter your delivery address.', max: ADDRESS_MAX_LENGTH }),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

/** SPEC section 8, for Pay Now and the payment screen. */
export const LOGIN_TO_CONTINUE = 'Please login to continue';
export const ORDER_EXPIRED_TEXT = 'Order has expired. Please try again.';
export const ORDER_FAILED_TEXT = 'Failed to process order';
export const ORDER_PROCESSING_ERROR = 'Error processing order. Please try again.';
export const PAYMENT_EXPIRED_TEXT =
  'Payment time expired. Order has been cancelled and stock has been restored.';
export const SESSION_EXPIRED_TEXT =
  'Your session expired and the order was automatically cancelled. Stock has been restored.';
export const PAYMENT_LEAVE_WARNING = 'Your payment is in progress. Are you sure you want to leave?';
