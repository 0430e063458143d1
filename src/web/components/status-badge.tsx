import type { CSSProperties } from 'react';
import type { ProductStatus } from '../../domain/product';
import { productStatusLabel, shownStatus } from '../../domain/product-status';
import classes from './status-badge.module.css';

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
    hidden: { label: productStatusLabel('hidden'), color: 'gray' },
  },
  seller: {
    banned: { label: 'BANNED', color: 'red' },
    flagged: { label: 'Flagged for review', color: 'orange' },
  },
} satisfies { product: Record<ProductStatus, Look>; seller: Record<string, Look> };

/**
 * The one look of every status badge: Mantine's light Badge in the theme's colour, drawn with plain elements
 * (status-badge.module.css), whose code the item page's first load does without.
 */
export function StatusBadge({ label, color }: Look) {
  const tint = {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.badge} style={tint}>
      <span className={classes.label}>{label}</span>
    </div>
  );
}

/** A product's status; a missing one reads as pending (SPEC section 4). */
export function ProductStatusBadge({ status }: { status: ProductStatus | null | undefined }) {
  return <StatusBadge {...looks.product[shownStatus(status)]} />;
}

export function BannedBadge() {
  return <StatusBadge {...looks.seller.banned} />;
}
