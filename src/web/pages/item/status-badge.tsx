import { Badge } from '@mantine/core';
import type { ProductStatus } from '../../../domain/product';
import { productStatusLabel, shownStatus } from '../../../domain/product-status-label';

const colors: Record<ProductStatus, string> = { active: 'green', pending: 'yellow', 'out-of-stock': 'red' };

export function StatusBadge({ status }: { status: ProductStatus | null | undefined }) {
  return (
    <Badge color={colors[shownStatus(status)]} variant="light">
      {productStatusLabel(status)}
    </Badge>
  );
}
