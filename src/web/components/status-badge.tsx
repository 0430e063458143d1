import { Badge } from '@mantine/core';
import type { PaymentStatus } from '../../domain/checkout';
import type { DeliveryStatus } from '../../domain/delivery-steps';
import { meetUpTexts } from '../../domain/meet-up-texts';
import type { ProductStatus } from '../../domain/product';
import { productStatusLabel, shownStatus } from '../../domain/product-status';

type Look = { label: string; color: string };

/** Every state a badge shows, in the words people read and its colour: the one map of them. */
const looks = {
  product: {
    active: { label: productStatusLabel('active'), color: 'green' },
    pending: { label: productStatusLabel('pending'), color: 'orange' },
    'out-of-stock': { label: productStatusLabel('out-of-stock'), color: 'red' },
  },
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
  seller: { banned: { label: 'BANNED', color: 'red' } },
} satisfies {
  product: Record<ProductStatus, Look>;
  payment: Record<PaymentStatus, Look>;
  delivery: Record<DeliveryStatus, Look>;
  order: Record<string, Look>;
  meetUp: Record<string, Look>;
  seller: Record<string, Look>;
};

type Looks = typeof looks;

function StatusBadge({ label, color }: Look) {
  return (
    <Badge
      color={color}
      variant="light"
      // The label clips by default, which lets a table column or a row squeeze the badge to 'COMPLET…';
      // unclipped, the badge is never narrower than its text.
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

/** A product's status; a missing one reads as pending (SPEC section 4). */
export function ProductStatusBadge({ status }: { status: ProductStatus | null | undefined }) {
  return <StatusBadge {...looks.product[shownStatus(status)]} />;
}

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

export function BannedBadge() {
  return <StatusBadge {...looks.seller.banned} />;
}
