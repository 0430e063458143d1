import type { ButtonProps } from '@mantine/core';
import type { ProductStatus } from '../../domain/product';
import { statusToggleQuestion, toggledProductStatus } from '../../domain/product-status';
import { ConfirmButton } from './confirm-button';

type Toggled = Exclude<ProductStatus, 'pending' | 'hidden'>;

const actions: Record<Toggled, { label: string; color: string }> = {
  'out-of-stock': { label: 'Mark Out of Stock', color: 'orange' },
  active: { label: 'Mark Available', color: 'green' },
};

type Props = {
  product: { name: string; status: ProductStatus };
  size?: ButtonProps['size'];
  loading: boolean;
  /** Called once the person confirmed, with the status the product moves to. */
  onToggle: (next: Toggled) => void;
};

/**
 * Mark Out of Stock or Mark Available after the spec's question, for the owning seller and for administrators
 * alike (SPEC section 4). A pending product has no toggle.
 */
export function StatusToggleButton({ product, size, loading, onToggle }: Props) {
  const next = toggledProductStatus(product.status);
  // The toggle never yields pending or hidden; the other tests only tell the type checker so.
  if (next === null || next === 'pending' || next === 'hidden') return null;
  const { label, color } = actions[next];
  return (
    <ConfirmButton
      size={size}
      variant="light"
      color={color}
      question={statusToggleQuestion(next)}
      confirmLabel={label}
      loading={loading}
      aria-label={`${label}: ${product.name}`}
      onConfirm={() => onToggle(next)}
    >
      {label}
    </ConfirmButton>
  );
}
