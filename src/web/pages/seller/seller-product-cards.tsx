import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../domain/money';
import type { SellerProductRow } from '../../../domain/seller-product';
import { ProductStatusBadge } from '../../components/status-badge';
import { ProductActions } from './product-actions';
import { ProductThumbnail } from './product-thumbnail';

/** My Products on a phone: one card per product instead of a five-column table. */
export function SellerProductCards({ products }: { products: SellerProductRow[] }) {
  return (
    <Stack gap={0}>
      {products.map((item) => (
        <Card
          key={item.id}
          component="article"
          aria-label={item.name}
          radius={0}
          padding="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ProductThumbnail image={item.image} />
              <Text component={Link} to={`/item/${item.id}`} fw={600} lineClamp={2} style={{ flex: 1 }}>
                {item.name}
              </Text>
              <ProductStatusBadge status={item.status} />
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="gray.7">
                Stock {item.stock}
              </Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price)}
              </Text>
            </Group>
            <ProductActions product={item} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
