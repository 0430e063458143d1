import { Badge } from '@mantine/core';
import type { ProductStatus } from '../../domain/product';
import { productStatusLabel, shownStatus } from '../../domain/product-status';

/** A state as a badge shows it: the words people read and its colour. */
export type Look = { label: string; color: string };

/**
 * The states of products and sellers. The orders' are in order-status-badges.tsx, apart: the item page draws a
 * product's badge first, and needs none of their words.
 */
const looks = {
  product: {
    active: { label: productStatusLabel('active'), color: 'green' },
    pending: { label: productStatusLabel('pending'), color: 'orange' },
    'out-of-stock': { label: productStatusLabel('out-of-stock'), color: 'red' },
  },
  seller: { banned: { label: 'BANNED', color: 'red' } },
} satisfies { product: Record<ProductStatus, Look>; seller: Record<string, Look> };

/** The one look of every status badge. */
export function StatusBadge({ label, color }: Look) {
  return (
    <Badge
      color={color}
      variant="light"
      // The label clips by default, which lets a table column or a row squeeze the badge to 'COMPLET…';
      // unclipped, the badge is never narrower than its text.
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

/** A product's status; a missing one reads as pending (SPEC section 4). */
export function ProductStatusBadge({ status }: { status: ProductStatus | null | undefined }) {
  return <StatusBadge {...looks.product[shownStatus(status)]} />;
}

export function BannedBadge() {
  return <StatusBadge {...looks.seller.banned} />;
}
