import { Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { DeliveryCell } from './delivery-cell';

/** Seller orders on a phone: one card per line instead of an eight-column table. */
export function SellerOrderCards({ lines }: { lines: SellerOrderLine[] }) {
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Card
          key={line.orderItemId}
          component="article"
          aria-label={`Order #${line.orderId}: ${line.productName}`}
          radius={0}
          padding="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>
                Order #{line.orderId} · {line.productName}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.total)}
              </Text>
            </Group>
            <Text size="sm">
              {line.quantity} × for {line.buyerName}
            </Text>
            <Text size="sm" c="gray.7">
              {line.address} · {line.phone}
            </Text>
            <Group>
              <DeliveryCell line={line} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
