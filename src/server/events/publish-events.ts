import type { RealtimeEvent } from '../../domain/realtime';
import type { RealtimeHub } from '../realtime/hub';
import type { DomainEvent } from './domain-event';

/** Tells the people concerned what happened; called only once the change is committed (commit-then-publish.ts). */
export type PublishEvents = (events: readonly DomainEvent[]) => void;

/** Who hears of an event, and the frame their open tabs receive. */
function audience(event: DomainEvent): { to: string[]; frame: RealtimeEvent } {
  switch (event.type) {
    case 'payment.changed':
      return {
        to: [event.buyerId],
        frame: { type: event.type, orderId: event.orderId, status: event.status },
      };
    case 'cart.changed':
      return { to: [event.userId], frame: { type: event.type } };
    case 'delivery.changed': {
      const { buyerId, sellerId, orderId, deliveryId, status } = event;
      // Both sides' pages show the part: the other side moved it, or their own other tabs must follow.
      return { to: [buyerId, sellerId], frame: { type: event.type, orderId, deliveryId, status } };
    }
    case 'message.sent':
      // The receiver, and the sender's other tabs and devices.
      return { to: [event.message.receiverId, event.message.senderId], frame: event };
    case 'account.changed':
      return { to: [event.userId], frame: { type: event.type } };
    case 'order.paid':
      return { to: event.sellerIds, frame: { type: event.type, orderId: event.orderId } };
    case 'notification.created': {
      const { notificationId: id, kind, actorId } = event;
      return { to: [event.userId], frame: { type: event.type, id, kind, actorId } };
    }
    case 'notifications.read':
      return { to: [event.userId], frame: { type: event.type } };
    case 'conversation.read':
      return { to: [event.userId], frame: { type: event.type, conversationId: event.conversationId } };
  }
}

/** The one publisher: every event a service reports reaches the hub here and nowhere else. */
export function eventPublisher(hub: RealtimeHub): PublishEvents {
  return (events) => {
    for (const event of events) {
      const { to, frame } = audience(event);
      for (const userId of new Set(to)) hub.publish(userId, frame);
    }
  };
}
