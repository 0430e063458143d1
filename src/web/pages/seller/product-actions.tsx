import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { SellerProductRow } from '../../../domain/seller-product';
import { StatusToggleButton } from './status-toggle-button';

/** Edit, and the status toggle unless the product still waits for approval. */
export function ProductActions({ product }: { product: SellerProductRow }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={`/update-product/${product.id}`}
        size="compact-sm"
        variant="default"
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </Button>
      <StatusToggleButton product={product} />
    </Group>
  );
}
