import { Button, Group, Text } from '@mantine/core';
import { moderationTexts } from '../../../domain/moderation-texts';
import { pages } from '../../../domain/pages';
import type { SellerProductRow } from '../../../domain/seller-product';
import { errorContexts } from '../../api/error-contexts';
import { useToggleProductStatus } from '../../api/seller';
import { Link } from '../../components/link';
import { StatusToggleButton } from '../../components/status-toggle-button';
import { toastError } from '../../components/toast';

/**
 * Edit, and the status toggle unless the product still waits for approval. A product an administrator took down
 * has neither: its seller reads why instead.
 */
export function ProductActions({ product }: { product: SellerProductRow }) {
  const toggle = useToggleProductStatus();
  if (product.status === 'hidden')
    return (
      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {moderationTexts.takenDown(product.takenDownReason ?? '')}
      </Text>
    );
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
