import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { DeleteOrderButton } from './delete-order-button';
import { OrderParts } from './order-parts';
import { OrderStateBadges } from './order-state-badges';

/** All orders on a phone: one card per order instead of an eight-column table. */
export function AdminOrderCards({ orders }: { orders: AdminOrder[] }) {
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
              <Box style={{ flexShrink: 0 }}>
                <OrderStateBadges order={order} />
              </Box>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {order.buyerName} · {order.buyerEmail}
            </Text>
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
            {order.parts.length > 0 && <OrderParts order={order} />}
            <Group justify="flex-end">
              <DeleteOrderButton order={order} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
