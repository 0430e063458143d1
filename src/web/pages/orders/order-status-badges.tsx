import { Badge } from '@mantine/core';
import type { PaymentStatus } from '../../../domain/checkout';
import type { DeliveryStatus } from '../../../domain/delivery';

// Dark text on the tinted badges keeps WCAG AA contrast; the tint carries the colour.
const paymentColors: Record<PaymentStatus, string> = { pending: 'yellow', completed: 'green', failed: 'red' };
const paymentLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={paymentColors[status]} c="dark.7" variant="light">
      {paymentLabels[status]}
    </Badge>
  );
}

const deliveryColors: Record<DeliveryStatus, string> = {
  pending: 'gray',
  'On the Way': 'blue',
  Delivered: 'green',
  Cancelled: 'red',
};

/** The server stores the first state as lowercase 'pending'; people read it as 'Pending' (SPEC section 4). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={deliveryColors[status]} c="dark.7" variant="light">
      {status === 'pending' ? 'Pending' : status}
    </Badge>
  );
}
