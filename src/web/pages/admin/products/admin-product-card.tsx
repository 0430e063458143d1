import { Anchor, Box, Group, Text } from '@mantine/core';
import type { AdminProduct } from '../../../../domain/admin-products';
import { formatMoney } from '../../../../domain/money';
import { pages } from '../../../../domain/pages';
import { Link } from '../../../components/link';
import { ProductStatusBadge } from '../../../components/status-badge';
import { ProductAction } from './product-action';

/** One product on a phone, instead of a row of the seven-column table. */
export function AdminProductCard({ product }: { product: AdminProduct }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={pages.item.path(product.id)} fw={700}>
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
    </>
  );
}
