import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import type { OrderDetail } from '../../../domain/orders';
import { OrderLineRow } from '../order/order-line-row';

export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="order-summary-title">
            Order summary
          </Title>
          <Text c="gray.7" size="sm">
            Order #{order.id}
          </Text>
        </Group>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.map((item) => (
            <OrderLineRow
              key={item.productId}
              name={item.name}
              image={item.image}
              quantity={item.quantity}
              price={item.priceAtPurchase}
              lineTotal={item.lineTotal}
            />
          ))}
        </Stack>
        <Group justify="space-between" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700}>Total</Text>
          <Text fw={800} size="lg">
            {formatMoney(order.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
