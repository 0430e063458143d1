import { z } from 'zod';
import { paymentStatusSchema } from './checkout';
import { orderStatusSchema } from './orders';

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
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSchema) });

/** What deleting did: an unpaid order's reservation is released; anything else only leaves the lists. */
export const deleteOrderResponseSchema = z.object({ id: z.number().int(), stockRestored: z.boolean() });

export const deleteOrderQuestion = 'Are you sure you want to delete this order?';
export const orderDeletedText = 'Order deleted successfully!';
export const deleteOrderFailedText = 'Failed to delete order';
export const noOrdersText = 'No orders found';
