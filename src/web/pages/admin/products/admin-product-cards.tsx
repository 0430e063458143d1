import { Anchor, Box, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminProduct } from '../../../../domain/admin-products';
import { formatMoney } from '../../../../domain/money';
import { ProductStatusBadge } from '../../../components/status-badge';
import { ProductAction } from './product-action';

/** All products on a phone: one card per product instead of a seven-column table. */
export function AdminProductCards({ products }: { products: AdminProduct[] }) {
  return (
    <Stack gap={0}>
      {products.map((product) => (
        <Card
          key={product.id}
          component="article"
          aria-label={product.name}
          radius={0}
          padding="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={`/item/${product.id}`} fw={700}>
                {product.name}
              </Anchor>
              <Box style={{ flexShrink: 0 }}>
                <ProductStatusBadge status={product.status} />
              </Box>
            </Group>
            <Text size="sm" c="gray.7">
              {product.sellerName} · {product.categoryName} › {product.subcategoryName}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {formatMoney(product.price)} · {product.stock} in stock
              </Text>
              <ProductAction product={product} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
