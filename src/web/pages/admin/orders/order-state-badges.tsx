import { Group } from '@mantine/core';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { OrderCancelledBadge, PaymentStatusBadge } from '../../../components/order-status-badges';

/** The payment state, and Cancelled when the payment window closed. */
export function OrderStateBadges({ order }: { order: AdminOrder }) {
  return (
    <Group gap={4} wrap="nowrap">
      <PaymentStatusBadge status={order.paymentStatus} />
      {order.status === 'cancelled' && <OrderCancelledBadge />}
    </Group>
  );
}
