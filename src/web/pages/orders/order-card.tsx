import { Group, Text } from '@mantine/core';
import type { OrderSummary } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { OrderCardFigures, OrderCardTitle } from '../../components/order-card-lines';
import { PaymentStatusBadge } from '../../components/order-status-badges';
import { OrderDeliveryCell } from './order-delivery-cell';

/**
 * One order on a phone, instead of a row of the seven-column table. Without the table's column heads, each badge says
 * what it is of: a refunded order's Completed payment beside its Cancelled delivery reads as a contradiction otherwise.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <>
      <OrderCardTitle
        orderId={order.id}
        to={pages.order.path(order.id)}
        state={
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="gray.7">
              Payment
            </Text>
            <PaymentStatusBadge status={order.paymentStatus} />
          </Group>
        }
      />
      <OrderCardFigures order={order} />
      <OrderDeliveryCell order={order} captioned />
    </>
  );
}
