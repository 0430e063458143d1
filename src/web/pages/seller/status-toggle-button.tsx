import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductStatus } from '../../../domain/product';
import { statusToggleQuestion, toggledProductStatus } from '../../../domain/product-status';
import { errorContexts } from '../../api/error-contexts';
import { useToggleProductStatus } from '../../api/seller';
import { toastError } from '../../components/toast';

const labels: Record<ProductStatus, string> = {
  'out-of-stock': 'Mark Out of Stock',
  active: 'Mark Available',
  pending: '',
};

/** Mark Out of Stock / Mark Available after the spec's question; a pending product has no toggle. */
export function StatusToggleButton({
  product,
}: {
  product: { id: number; name: string; status: ProductStatus };
}) {
  const [asking, setAsking] = useState(false);
  const toggle = useToggleProductStatus();
  const next = toggledProductStatus(product.status);
  if (!next) return null;
  const label = labels[next];
  const color = next === 'out-of-stock' ? 'orange' : 'green';
  const confirm = () =>
    toggle.mutate(product.id, {
      onSuccess: () => setAsking(false),
      onError: (error) => {
        setAsking(false);
        toastError(error, errorContexts.changeProductStatus);
      },
    });
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={color}
        // A shade darker than the palette's darkest keeps the text readable on the light tint (WCAG AA).
        styles={{ label: { color: `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)` } }}
        onClick={() => setAsking(true)}
        aria-label={`${label}: ${product.name}`}
      >
        {label}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={label} centered>
        <Text>{statusToggleQuestion(next)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Cancel
          </Button>
          <Button onClick={confirm} loading={toggle.isPending}>
            Yes
          </Button>
        </Group>
      </Modal>
    </>
  );
}
