import type { PaymentStatus } from '../../domain/checkout';
import type { DeliveryStatus } from '../../domain/delivery';
import type { ChatMessage } from '../../domain/messenger';

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
  | { type: 'account.changed'; userId: string };

/** Expired payments, as the events their buyers hear of. */
export const paymentsFailed = (expired: readonly { orderId: number; userId: string }[]): DomainEvent[] =>
  expired.map(({ orderId, userId }) => ({
    type: 'payment.changed',
    buyerId: userId,
    orderId,
    status: 'failed',
  }));
