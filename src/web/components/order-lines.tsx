import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../domain/money';
import { OrderLineRow } from './order-line-row';

type Line = {
  productId: number;
  name: string;
  image: string | null;
  quantity: number;
  price: number;
  lineTotal: number;
};

/** The lines of an order (or of the cart about to become one) and their total. */
export function OrderLines({ lines, total }: { lines: Line[]; total: number }) {
  return (
    <>
      <Stack component="ul" gap="sm" m={0} p={0} aria-label="Order items" style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <OrderLineRow
            key={line.productId}
            name={line.name}
            image={line.image}
            quantity={line.quantity}
            price={line.price}
            lineTotal={line.lineTotal}
          />
        ))}
      </Stack>
      <Group justify="space-between" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={800} size="xl" aria-label={`Total ${formatMoney(total)}`}>
          {formatMoney(total)}
        </Text>
      </Group>
    </>
  );
}
