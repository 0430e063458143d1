import { Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../domain/format-date';
import { formatMoney } from '../../../domain/money';
import type { OrderSummary } from '../../../domain/orders';
import { PaymentStatusBadge } from '../../components/status-badge';
import { OrderDeliveryCell } from './order-delivery-cell';

/** My Orders on a phone: one card per order instead of a seven-column table. */
export function OrderCards({ orders }: { orders: OrderSummary[] }) {
  return (
    <Stack gap={0}>
      {orders.map((order) => (
        <Card
          key={order.id}
          component="article"
          aria-label={`Order #${order.id}`}
          radius={0}
          padding="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>Order #{order.id}</Text>
              <PaymentStatusBadge status={order.paymentStatus} />
            </Group>
            <Text size="sm" lineClamp={2}>
              {order.productNames.join(', ')}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="gray.7">
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
                {formatDateTime(order.createdAt)}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.total)}
              </Text>
            </Group>
            <OrderDeliveryCell order={order} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
