import { z } from 'zod';
import { deliveryStatuses } from './delivery-steps';
import { idParamSchema } from './ids';

export const deliveryStatusSchema = z.enum(deliveryStatuses);

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
