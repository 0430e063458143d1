import type { ProductStatus } from './product';

const labels: Record<ProductStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  'out-of-stock': 'Out of stock',
};

/** A missing status reads as pending (SPEC section 4). */
export function shownStatus(status: ProductStatus | null | undefined): ProductStatus {
  return status ?? 'pending';
}

export function productStatusLabel(status: ProductStatus | null | undefined): string {
  return labels[shownStatus(status)];
}
