import { z } from 'zod';
import { paymentStatusSchema } from './checkout';
import { deliveryStatusSchema } from './delivery';
import { chatMessageSchema } from './messenger';

/** Path of the WebSocket; the session cookie authenticates it. */
export const REALTIME_PATH = '/api/realtime';
/** SPEC section 9: heartbeat 25 s; the server pings, the browser answers by itself. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** SPEC section 9: reconnect after 1, 2, 5 then 10 s. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** Events the server pushes to every open socket of the user they concern. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** The user's cart changed (any tab, any device): refetch it. */
  z.object({ type: z.literal('cart.changed') }),
  /** A payment of the user's order was completed or failed (expired). */
  z.object({ type: z.literal('payment.changed'), orderId: z.number().int(), status: paymentStatusSchema }),
  /**
   * A delivery moved: the seller shipped or the buyer received (told to the buyer), or an administrator
   * cancelled it (told to the buyer and to the seller).
   */
  z.object({
    type: z.literal('delivery.changed'),
    orderId: z.number().int(),
    deliveryId: z.number().int(),
    status: deliveryStatusSchema,
  }),
  /** A chat message the user sent or received. */
  z.object({ type: z.literal('message.sent'), message: chatMessageSchema }),
  /** The user's role changed (seller application confirmed or cancelled, ban, unban): reload who they are. */
  z.object({ type: z.literal('account.changed') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Parses one text frame; null for anything that is not a known event. */
export function parseRealtimeEvent(data: string): RealtimeEvent | null {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
