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
