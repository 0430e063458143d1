import { Badge } from '@mantine/core';
import type { ProductStatus } from '../../../domain/product';
import { productStatusLabel, shownStatus } from '../../../domain/product-status';

const colors: Record<ProductStatus, string> = { active: 'green', pending: 'orange', 'out-of-stock': 'red' };

export function StatusBadge({ status }: { status: ProductStatus | null | undefined }) {
  const color = colors[shownStatus(status)];
  // A shade darker than the palette's darkest keeps the text of a light badge readable (WCAG AA contrast).
  return (
    <Badge
      color={color}
      variant="light"
      styles={{ label: { color: `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)` } }}
    >
      {productStatusLabel(status)}
    </Badge>
  );
}
