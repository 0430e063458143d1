import { z } from 'zod';
import { paymentMethodSchema } from './checkout';
import { idParamSchema } from './ids';

/**
 * One try at paying an order through a gateway (docs/payments.md). created: stored, the gateway not asked yet;
 * pending: the buyer was sent to the gateway's page; completed: paid, exactly our amount and currency; held: paid
 * but flagged by the gateway's risk check, waiting for an administrator; failed: over without payment.
 */
export const attemptStatuses = ['created', 'pending', 'completed', 'held', 'failed'] as const;
export const attemptStatusSchema = z.enum(attemptStatuses);
export type AttemptStatus = z.infer<typeof attemptStatusSchema>;

export const paymentGateways = ['bkash', 'sslcommerz'] as const;
export type PaymentGatewayName = (typeof paymentGateways)[number];

/** A refund sent to a gateway: accepted and under way, done, or refused. */
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** The latest try at paying, as the payment page shows it: a failure says why, in the gateway's words for it. */
export const lastAttemptSchema = z.object({
  status: attemptStatusSchema,
  message: z.string().nullable(),
});
export type LastAttempt = z.infer<typeof lastAttemptSchema>;

/** POST /api/orders/:id/pay answers where the buyer pays: the gateway's page. */
export const payOrderResponseSchema = z.object({ redirectUrl: z.url() });
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** The money given back for one cancelled part of an order paid online, as its buyer sees it. */
export const partRefundSchema = z.object({ status: refundStatusSchema, amount: z.number().int() });
export type PartRefund = z.infer<typeof partRefundSchema>;

/** One payment held by the gateway's risk check, as the administrator's list shows it. */
export const heldPaymentSchema = z.object({
  attemptId: z.number().int(),
  orderId: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  amount: z.number().int(),
  method: paymentMethodSchema,
  transactionId: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type HeldPayment = z.infer<typeof heldPaymentSchema>;
export const heldPaymentListSchema = z.object({ payments: z.array(heldPaymentSchema) });
export const heldPaymentParamsSchema = z.object({ id: idParamSchema });
/** What the administrator's decision did: the order paid, or the money on its way back and the stock restored. */
export const heldDecisionSchema = z.object({
  orderId: z.number().int(),
  decision: z.enum(['accepted', 'refunded']),
});
export type HeldDecision = z.infer<typeof heldDecisionSchema>;
