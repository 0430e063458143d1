import type { PaymentStatus } from '../../domain/checkout';
import type { DeliveryStatus } from '../../domain/delivery-steps';
import { meetUpTexts } from '../../domain/meet-up-texts';
import { type Look, StatusBadge } from './status-badge';

/** Every state of an order, its payment and its parts, in the words people read and its colour: the one map of them. */
const looks = {
  payment: {
    pending: { label: 'Pending', color: 'yellow' },
    completed: { label: 'Completed', color: 'green' },
    failed: { label: 'Failed', color: 'red' },
  },
  // The server stores the first delivery state as lowercase 'pending'; people read 'Pending' (SPEC section 4).
  delivery: {
    pending: { label: 'Pending', color: 'gray' },
    'On the Way': { label: 'On the Way', color: 'blue' },
    Delivered: { label: 'Delivered', color: 'green' },
    Disputed: { label: 'Disputed', color: 'orange' },
    Completed: { label: 'Completed', color: 'teal' },
    Cancelled: { label: 'Cancelled', color: 'red' },
  },
  order: { cancelled: { label: 'Cancelled', color: 'gray' } },
  meetUp: { awaiting: { label: meetUpTexts.awaiting, color: 'orange' } },
} satisfies {
  payment: Record<PaymentStatus, Look>;
  delivery: Record<DeliveryStatus, Look>;
  order: Record<string, Look>;
  meetUp: Record<string, Look>;
};

type Looks = typeof looks;

export function PaymentStatusBadge({ status }: { status: keyof Looks['payment'] }) {
  return <StatusBadge {...looks.payment[status]} />;
}

/** A delivery status as people read it ('Pending' for the stored 'pending'). */
export const deliveryStatusLabel = (status: DeliveryStatus): string => looks.delivery[status].label;

export function DeliveryStatusBadge({ status }: { status: keyof Looks['delivery'] }) {
  return <StatusBadge {...looks.delivery[status]} />;
}

/** A part paid in person that its seller has not handed over yet. */
export function MeetUpBadge() {
  return <StatusBadge {...looks.meetUp.awaiting} />;
}

/** A part's state: awaiting its meet-up (`awaitsMeetUp` of delivery-steps.ts), else its delivery status. */
export function PartStatusBadge({
  status,
  awaitingMeetUp,
}: {
  status: DeliveryStatus;
  awaitingMeetUp: boolean;
}) {
  return awaitingMeetUp ? <MeetUpBadge /> : <DeliveryStatusBadge status={status} />;
}

/** An order whose payment window closed. */
export function OrderCancelledBadge() {
  return <StatusBadge {...looks.order.cancelled} />;
}
