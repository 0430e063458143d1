import { z } from 'zod';
import { paymentStatusSchema } from './checkout';
import { deliveryStatusSchema } from './delivery';
import { idParamSchema, userIdSchema } from './ids';
import { orderStatusSchema } from './orders';
import { partRefundSchema } from './payment-attempt';

/** One seller's part of a paid order: its delivery, and whether that seller is banned. */
export const adminOrderPartSchema = z.object({
  deliveryId: z.number().int(),
  sellerId: z.string(),
  sellerName: z.string(),
  sellerBanned: z.boolean(),
  status: deliveryStatusSchema,
});
export type AdminOrderPart = z.infer<typeof adminOrderPartSchema>;

/** One row of /admin/totalOrders. */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  buyerName: z.string(),
  buyerEmail: z.string(),
  paymentStatus: paymentStatusSchema,
  itemCount: z.number().int(),
  productNames: z.array(z.string()),
  total: z.number().int(),
  createdAt: z.string(),
  /** Empty until the order is paid: a part (a delivery) exists per seller once it is. */
  parts: z.array(adminOrderPartSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema) });

/** What deleting did: an unpaid order's reservation is released; anything else only leaves the lists. */
export const deleteOrderResponseSchema = z.object({ id: z.number().int(), stockRestored: z.boolean() });
export type DeleteOrderResponse = z.infer<typeof deleteOrderResponseSchema>;

/** POST /api/admin/orders/:id/parts/:sellerId/cancel: the order, and the seller whose part is cancelled. */
export const orderPartParamsSchema = z.object({
  id: idParamSchema,
  sellerId: userIdSchema,
});

/** What cancelling did: the part's delivery is Cancelled and `amount` went back off the seller's income. */
export const cancelPartResponseSchema = z.object({
  orderId: z.number().int(),
  sellerId: z.string(),
  deliveryId: z.number().int(),
  status: z.literal('Cancelled'),
  amount: z.number().int(),
  /** The money given back through the gateway; null for an order not paid online. */
  refund: partRefundSchema.nullable(),
});
export type CancelPartResponse = z.infer<typeof cancelPartResponseSchema>;

/** A part whose goods reached the buyer or went back to stock. */
export const settledPartStatuses = ['Delivered', 'Completed', 'Cancelled'] as const;
const settled: ReadonlySet<string> = new Set(settledPartStatuses);

/**
 * Whether an administrator may delete the order: a paid one only once every part is settled, as the server's
 * delete holds (a paid buyer still waiting for goods must keep the order).
 */
export const canDeleteOrder = (order: Pick<AdminOrder, 'paymentStatus' | 'parts'>): boolean =>
  order.paymentStatus !== 'completed' || order.parts.every((part) => settled.has(part.status));
