import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '../../../domain/orders';
import { OrderLines } from '../../components/order-lines';

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
        <OrderLines
          lines={order.items.map((item) => ({ ...item, price: item.priceAtPurchase }))}
          total={order.total}
        />
      </Stack>
    </Paper>
  );
}
