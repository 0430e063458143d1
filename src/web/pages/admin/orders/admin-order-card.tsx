import { Group, Text } from '@mantine/core';
import { type AdminOrder, canDeleteOrder } from '../../../../domain/admin-orders';
import { OrderCardFigures, OrderCardTitle } from '../../../components/order-card-lines';
import { DeleteOrderButton } from './delete-order-button';
import { OrderParts } from './order-parts';
import { OrderStateBadges } from './order-state-badges';

/** One order on a phone, instead of a row of the nine-column table. */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  return (
    <>
      <OrderCardTitle orderId={order.id} state={<OrderStateBadges order={order} />} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {order.buyerName} · {order.buyerEmail}
      </Text>
      <OrderCardFigures order={order} />
      {order.parts.length > 0 && <OrderParts order={order} />}
      {canDeleteOrder(order) && (
        <Group justify="flex-end">
          <DeleteOrderButton order={order} />
        </Group>
      )}
    </>
  );
}
