import type { ProductStatus } from './product';

const labels: Record<ProductStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  'out-of-stock': 'Out of stock',
  hidden: 'Taken down',
};

/** A missing status reads as pending (SPEC section 4). */
export function shownStatus(status: ProductStatus | null | undefined): ProductStatus {
  return status ?? 'pending';
}

export function productStatusLabel(status: ProductStatus | null | undefined): string {
  return labels[shownStatus(status)];
}

/**
 * The status toggle of SPEC section 4, used by the owning seller and by administrators: out-of-stock becomes
 * active, any other status except pending becomes out-of-stock. A pending product has no toggle (null); it
 * becomes active only through an administrator's approval. A product taken down has none either: nobody lists it again.
 */
export function toggledProductStatus(status: ProductStatus | null | undefined): ProductStatus | null {
  const current = shownStatus(status);
  if (current === 'pending' || current === 'hidden') return null;
  return current === 'out-of-stock' ? 'active' : 'out-of-stock';
}

/** The question asked before toggling (SPEC section 8). */
export function statusToggleQuestion(next: ProductStatus): string {
  return next === 'out-of-stock'
    ? 'Are you sure you want to mark as out of stock?'
    : 'Are you sure you want to mark as available?';
}
