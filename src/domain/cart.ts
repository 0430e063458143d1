import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';

/** SPEC section 4: a cart is active until it is cleared after an order, then completed. */
export const cartStatuses = ['active', 'completed'] as const;

/** One line of the cart sidebar; prices and names are the catalog's current ones. */
const cartItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
  price: z.number().int(),
  /** Image key of the product's first picture (see image-url.ts), null when it has none. */
  image: z.string().nullable(),
  /**
   * How many of it the buyer can have: its stock plus what their own order awaiting payment holds of it (that
   * order goes back to stock if Pay Now replaces it), or 0 when it is not for sale. The cart never grows past
   * it; a line above it fell short since it was added.
   */
  available: z.number().int(),
  lineTotal: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The buyer's order awaiting payment; `sameAsCart` when it holds exactly the cart's lines. */
const awaitingOrderSchema = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  sameAsCart: z.boolean(),
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Sum of the line totals, whole taka (render with formatMoney). */
  total: z.number().int(),
  awaitingOrder: awaitingOrderSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const CART_MAX_QUANTITY = 999;

/** POST /api/cart/items: plus sends +1, minus sends -1; a result of 0 or less removes the line. */
export const addToCartRequestSchema = z.object({
  productId: idSchema,
  quantity: z
    .number()
    .int()
    .min(-CART_MAX_QUANTITY)
    .max(CART_MAX_QUANTITY)
    .refine((delta) => delta !== 0, 'quantity must not be 0')
    .default(1),
});

/** PUT /api/cart/items/:productId: set replaces; 0 removes. */
export const setCartQuantityRequestSchema = z.object({
  quantity: z.number().int().min(0).max(CART_MAX_QUANTITY),
});

export const cartItemParamsSchema = z.object({ productId: idParamSchema });
