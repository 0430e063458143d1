import { z } from 'zod';
import { idParamSchema } from './ids';

/** SPEC section 4: the payment inserts 'pending' (lowercase); the seller ships, the buyer receives. */
export const deliveryStatuses = ['pending', 'On the Way', 'Delivered'] as const;
export const deliveryStatusSchema = z.enum(deliveryStatuses);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export type DeliveryActor = 'seller' | 'buyer';

const transitions: Record<DeliveryStatus, { to: DeliveryStatus; by: DeliveryActor } | null> = {
  pending: { to: 'On the Way', by: 'seller' },
  'On the Way': { to: 'Delivered', by: 'buyer' },
  Delivered: null,
};

/** The status the actor may move a delivery to from `from`, or null when nothing is allowed. */
export function nextDeliveryStatus(from: DeliveryStatus, actor: DeliveryActor): DeliveryStatus | null {
  const step = transitions[from];
  return step && step.by === actor ? step.to : null;
}

export function canTransition(from: DeliveryStatus, to: DeliveryStatus, actor: DeliveryActor): boolean {
  return nextDeliveryStatus(from, actor) === to;
}

export const deliveryParamsSchema = z.object({ id: idParamSchema });

export const deliveryResponseSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: deliveryStatusSchema,
});
export type DeliveryResponse = z.infer<typeof deliveryResponseSchema>;
