import { z } from 'zod';
import { paymentStatusSchema } from './checkout';
import { deliveryStatusSchema } from './delivery';
import { chatMessageSchema } from './messenger';
import { notificationKindSchema } from './notifications';

/** Events the server pushes to every open socket of the user they concern. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /**
   * The socket is subscribed to the user's events, sent once after it opens: only from then on is nothing missed,
   * so a tab reads what it shows again then, not when the socket opens (the server reads the session first).
   */
  z.object({ type: z.literal('subscribed') }),
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
  /** An order with products of this seller was paid: a new part to ship. */
  z.object({ type: z.literal('order.paid'), orderId: z.number().int() }),
  /** A notification for the user was stored (or a gathered message notification counted one more). */
  z.object({
    type: z.literal('notification.created'),
    id: z.number().int(),
    kind: notificationKindSchema,
    actorId: z.string().nullable(),
  }),
  /** Some of the user's notifications were marked read, in this tab or another. */
  z.object({ type: z.literal('notifications.read') }),
  /** The user read one of their conversations, in this tab or another. */
  z.object({ type: z.literal('conversation.read'), conversationId: z.number().int() }),
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
