import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import type { SellerProductRow } from '../../../domain/seller-product';
import { Link } from '../../components/link';
import { ProductStatusBadge } from '../../components/status-badge';
import { ProductActions } from './product-actions';
import { ProductThumbnail } from './product-thumbnail';

/** One product on a phone, instead of a row of the five-column table. */
export function SellerProductCard({ product }: { product: SellerProductRow }) {
  return (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ProductThumbnail image={product.image} />
        <Text component={Link} to={pages.item.path(product.id)} fw={600} lineClamp={2} style={{ flex: 1 }}>
          {product.name}
        </Text>
        <ProductStatusBadge status={product.status} />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.7">
          Stock {product.stock}
        </Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(product.price)}
        </Text>
      </Group>
      <ProductActions product={product} />
    </>
  );
}
