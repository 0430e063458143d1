import { z } from 'zod';
import { paymentStatusSchema, recordedPaymentMethodSchema } from './checkout';
import { deliveryStatusSchema } from './delivery';
import { partDisputeSchema } from './disputes';
import { buyerHandOverCodeSchema } from './hand-over-code';
import { idParamSchema } from './ids';
import { chatMessageSchema } from './messenger';
import { lastAttemptSchema, partRefundSchema } from './payment-attempt';

/** cancelled: the payment window closed, or the buyer cancelled it or replaced it before paying; deleted: an administrator removed it (kept for the audit trail). */
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
  sellerName: z.string(),
});

const orderDeliverySchema = z.object({
  id: z.number().int(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: deliveryStatusSchema,
  address: z.string(),
  phone: z.string(),
  /** Every status the part had, oldest first, with when it got it. */
  history: z.array(z.object({ status: deliveryStatusSchema, at: z.string() })),
  /** The buyer's conversation with the seller about this part, with its latest messages (oldest first). */
  conversation: z.object({ id: z.number().int(), messages: z.array(chatMessageSchema) }).nullable(),
  /** The money given back when the part was cancelled after an online payment; null otherwise. */
  refund: partRefundSchema.nullable(),
  /** When the part's state ends by itself (domain/part-life.ts); null when nothing is due. */
  dueAt: z.string().nullable(),
  /** The problem the buyer reported with the part, open or settled; null when none. */
  dispute: partDisputeSchema.nullable(),
  /** The code the buyer gives the seller at the meet-up; null unless the part awaits its meet-up. */
  handOverCode: buyerHandOverCodeSchema.nullable(),
});

/** GET /api/orders/:id. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  items: z.array(orderLineSchema),
  total: z.number().int(),
  payment: z.object({
    id: z.number().int(),
    status: paymentStatusSchema,
    method: recordedPaymentMethodSchema.nullable(),
    amount: z.number().int(),
    /** ISO timestamp the payment window closes. */
    expiresAt: z.string(),
    /** The latest try at a gateway; null before any (and for cash on meet-up). */
    lastAttempt: lastAttemptSchema.nullable(),
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
  paymentId: z.number().int(),
  /** How it is paid; `cash` for an order paid to the seller in person, null while an online one is unpaid. */
  paymentMethod: recordedPaymentMethodSchema.nullable(),
  /** ISO timestamp the payment window closes (the meet-up hold ends); a pending order can be paid or cancelled until then. */
  expiresAt: z.string(),
  /** Sum of the quantities of the order's lines. */
  itemCount: z.number().int(),
  productNames: z.array(z.string()),
  total: z.number().int(),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      sellerId: z.string(),
      sellerName: z.string(),
      status: deliveryStatusSchema,
      refund: partRefundSchema.nullable(),
      dueAt: z.string().nullable(),
      dispute: partDisputeSchema.nullable(),
      handOverCode: buyerHandOverCodeSchema.nullable(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/orders: newest first; `serverTime` lets the page count a payment window down on the server's clock. */
export const myOrdersSchema = z.object({ orders: z.array(orderSummarySchema), serverTime: z.string() });
export type MyOrders = z.infer<typeof myOrdersSchema>;
