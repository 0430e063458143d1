import { z } from 'zod';
import { CART_MAX_QUANTITY } from './cart';
import { checkoutTexts } from './checkout-texts';
import { idSchema } from './ids';
import { ADDRESS_MAX_LENGTH, PAYMENT_FIELD_MAX_LENGTH } from './limits';
import { CASH_METHOD, meetUpRequestSchema } from './meet-up';
import { controlCharactersText, hasControlCharacters, requiredText } from './text';

/**
 * The online payment methods, in the order the payment form offers them, each with the name a person reads. The
 * database's check, the held payments and every screen read this list, and what each gateway serves is typed by it:
 * none writes the methods again.
 */
export const paymentMethods = ['bkash', 'nagad', 'debit_card', 'credit_card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  debit_card: 'Debit Card',
  credit_card: 'Credit Card',
};

/** Every method a payment may record: the online ones, and cash handed to the seller at a meet-up. */
export const recordedPaymentMethods = [...paymentMethods, CASH_METHOD] as const;
export const recordedPaymentMethodSchema = z.enum(recordedPaymentMethods);
export type RecordedPaymentMethod = z.infer<typeof recordedPaymentMethodSchema>;
export const recordedPaymentMethodLabels: Record<RecordedPaymentMethod, string> = {
  ...paymentMethodLabels,
  [CASH_METHOD]: 'Cash on meet-up',
};

export const paymentStatuses = ['pending', 'completed', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * GET /api/checkout/terms: the server's payment window (PAYMENT_WINDOW_SECONDS), which the order review
 * announces before Pay Now reserves anything, and the payment methods whose gateway is configured.
 */
export const checkoutTermsSchema = z.object({
  paymentWindowSeconds: z.number().int().positive(),
  paymentMethods: z.array(paymentMethodSchema),
  /** How long an order paid in person holds its stock (MEET_UP_HOLD_HOURS). */
  meetUpHoldHours: z.number().int().positive(),
});

const CHECKOUT_MAX_LINES = 100;

/**
 * The largest order total, in whole taka. It keeps every order's sums within PostgreSQL's integer, which a
 * hundred lines of 999 units at the largest price would pass many times over.
 */
export const ORDER_TOTAL_MAX = 1_000_000_000;
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
  /** Present when the buyer pays the seller in person: the order is placed, held for the meet-up. */
  meetUp: meetUpRequestSchema.optional(),
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
    message: z.literal(checkoutTexts.insufficientStock),
    outOfStock: z.array(outOfStockItemSchema),
  }),
});
/** SPEC section 8: 'name: requested X, available Y'. */
export function formatOutOfStockLine(item: OutOfStockItem): string {
  return `${item.name}: requested ${item.requested}, available ${item.available}`;
}

/**
 * POST /api/orders/:id/pay: the method and where to deliver. Card and wallet numbers are typed on the gateway's
 * page, never on ours.
 */
export const payOrderRequestSchema = z.object({
  method: z.enum(paymentMethods, 'Please choose a payment method.'),
  phone: requiredText({ required: 'Please enter your phone number.', max: PAYMENT_FIELD_MAX_LENGTH }),
  address: requiredText({ required: 'Please enter your delivery address.', max: ADDRESS_MAX_LENGTH }),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;
