import { z } from 'zod';
import { idParamSchema } from './ids';

/**
 * SPEC section 4: the payment inserts 'pending' (lowercase); the seller ships, the buyer receives. Beyond
 * the spec, an administrator may cancel a paid part that has not shipped (docs/decisions/008).
 */
export const deliveryStatuses = ['pending', 'On the Way', 'Delivered', 'Cancelled'] as const;
export const deliveryStatusSchema = z.enum(deliveryStatuses);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export type DeliveryActor = 'seller' | 'buyer' | 'admin';

const steps: { from: DeliveryStatus; to: DeliveryStatus; by: DeliveryActor }[] = [
  { from: 'pending', to: 'On the Way', by: 'seller' },
  { from: 'On the Way', to: 'Delivered', by: 'buyer' },
  { from: 'pending', to: 'Cancelled', by: 'admin' },
];

/** The status the actor may move a delivery to from `from`, or null when nothing is allowed. */
export function nextDeliveryStatus(from: DeliveryStatus, actor: DeliveryActor): DeliveryStatus | null {
  return steps.find((step) => step.from === from && step.by === actor)?.to ?? null;
}

/** Whether an administrator may cancel a part in this state: paid (it has a delivery) and not shipped. */
export function canCancelPart(status: DeliveryStatus): boolean {
  return nextDeliveryStatus(status, 'admin') === 'Cancelled';
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

/** What the delivery controls say: actions read as actions, beside the status badge. */
export const deliveryTexts = {
  ship: 'Mark as On the Way',
  receive: 'Received',
  /** Received cannot be undone, so the buyer is asked first. */
  receiveQuestion: (orderId: number, sellerName: string) =>
    `Did you receive your items of order #${orderId} from ${sellerName}? Confirm only once you have them: this cannot be undone.`,
  receiveConfirm: 'Yes, I received them',
  receiveDismiss: 'Not yet',
  messageSeller: 'Message seller',
  messageBuyer: 'Message buyer',
} as const;
