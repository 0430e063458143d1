import type { PaymentStatus } from '../../domain/checkout';
import type { DeliveryStatus } from '../../domain/delivery-steps';
import type { ChatMessage } from '../../domain/messenger';
import type { NotificationKind } from '../../domain/notifications';

/**
 * What happened, as a service says it: each event names the people it concerns, and publish-events.ts alone
 * decides who is told and how. Services return these; they never reach a socket themselves.
 */
export type DomainEvent =
  /** A payment was completed or failed (expired, or its order deleted by an administrator). */
  | { type: 'payment.changed'; buyerId: string; orderId: number; status: PaymentStatus }
  | { type: 'cart.changed'; userId: string }
  /** A seller's part of an order moved: shipped, received, or cancelled by an administrator. */
  | {
      type: 'delivery.changed';
      buyerId: string;
      sellerId: string;
      orderId: number;
      deliveryId: number;
      status: DeliveryStatus;
    }
  | { type: 'message.sent'; message: ChatMessage }
  /** The person's role changed: seller application confirmed or cancelled, ban, unban. */
  | { type: 'account.changed'; userId: string }
  /** An order was paid: each seller with products in it has a new part to ship. */
  | { type: 'order.paid'; orderId: number; sellerIds: string[] }
  /** A notification was stored for the person, or a gathered message notification counted one more. */
  | {
      type: 'notification.created';
      userId: string;
      notificationId: number;
      kind: NotificationKind;
      actorId: string | null;
    }
  /** Some of the person's notifications were marked read. */
  | { type: 'notifications.read'; userId: string }
  /** The person read their conversation with the partner (up to some message). */
  | { type: 'conversation.read'; userId: string; conversationId: number };

/** Expired payments, as the events their buyers hear of. */
export const paymentsFailed = (expired: readonly { orderId: number; userId: string }[]): DomainEvent[] =>
  expired.map(({ orderId, userId }) => ({
    type: 'payment.changed',
    buyerId: userId,
    orderId,
    status: 'failed',
  }));
