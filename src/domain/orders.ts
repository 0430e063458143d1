import { z } from 'zod';
import { paymentMethodSchema, paymentStatusSchema } from './checkout';
import { deliveryStatusSchema } from './delivery';
import { idParamSchema } from './ids';

/** cancelled: the payment window closed; deleted: an administrator removed it (kept for the audit trail). */
export const orderStatuses = ['open', 'cancelled', 'deleted'] as const;
export const orderStatusSchema = z.enum(orderStatuses);

export const orderParamsSchema = z.object({ id: idParamSchema });

const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  priceAtPurchase: z.number().int(),
  lineTotal: z.number().int(),
  image: z.string().nullable(),
  sellerId: z.string(),
});

const orderDeliverySchema = z.object({
  id: z.number().int(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: deliveryStatusSchema,
  address: z.string(),
  phone: z.string(),
});

/** GET /api/orders/:id and the answer of POST /api/orders/:id/pay. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  items: z.array(orderLineSchema),
  total: z.number().int(),
  payment: z.object({
    id: z.number().int(),
    status: paymentStatusSchema,
    method: paymentMethodSchema.nullable(),
    amount: z.number().int(),
    /** ISO timestamp the payment window closes. */
    expiresAt: z.string(),
  }),
  /** The server's clock when answering, so the countdown does not depend on the device's clock. */
  serverTime: z.string(),
  deliveries: z.array(orderDeliverySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** One row of My Orders (/showOrder). */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paymentStatus: paymentStatusSchema,
  /** Sum of the quantities of the order's lines. */
  itemCount: z.number().int(),
  productNames: z.array(z.string()),
  total: z.number().int(),
  deliveries: z.array(
    z.object({ id: z.number().int(), sellerName: z.string(), status: deliveryStatusSchema }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/orders: newest first. */
export const myOrdersSchema = z.object({ orders: z.array(orderSummarySchema) });
export type MyOrders = z.infer<typeof myOrdersSchema>;
