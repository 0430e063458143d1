import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../domain/money';
import { ProductImage } from './product-image';

type Props = { name: string; image: string | null; quantity: number; price: number; lineTotal: number };

/** One line of an order: picture, name and 'quantity x price = line total'. */
export function OrderLineRow({ name, image, quantity, price, lineTotal }: Props) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center">
      {image ? (
        <ProductImage image={image} variant="thumb" alt="" w={56} h={56} radius="sm" flex="none" />
      ) : (
        <div
          aria-hidden
          style={{
            width: 56,
            height: 56,
            flex: 'none',
            borderRadius: 4,
            background: 'var(--mantine-color-gray-1)',
          }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {name}
        </Text>
        <Text size="sm" c="gray.7">
          {quantity} x {formatMoney(price)} = {formatMoney(lineTotal)}
        </Text>
      </div>
    </Group>
  );
}
