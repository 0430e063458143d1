import { Button, Group } from '@mantine/core';
import { pages } from '../../../domain/pages';
import type { SellerProductRow } from '../../../domain/seller-product';
import { errorContexts } from '../../api/error-contexts';
import { useToggleProductStatus } from '../../api/seller';
import { Link } from '../../components/link';
import { StatusToggleButton } from '../../components/status-toggle-button';
import { toastError } from '../../components/toast';

/** Edit, and the status toggle unless the product still waits for approval. */
export function ProductActions({ product }: { product: SellerProductRow }) {
  const toggle = useToggleProductStatus();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={pages.updateProduct.path(product.id)}
        size="compact-sm"
        variant="default"
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </Button>
      <StatusToggleButton
        product={product}
        size="compact-sm"
        loading={toggle.isPending}
        onToggle={() =>
          toggle.mutate(product.id, {
            onError: (error) =>
              toastError(error, {
                subject: `product-${product.id}`,
                context: errorContexts.changeProductStatus,
              }),
          })
        }
      />
    </Group>
  );
}
