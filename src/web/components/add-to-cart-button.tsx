import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canBeBought } from '../../domain/for-sale';
import type { ProductStatus } from '../../domain/product';
import { useIsOwnProduct } from '../api/session';
import { useHydrated } from './use-hydrated';

type Props = {
  product: { id: number; stock: number; status: ProductStatus; sellerId: string };
} & Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'>;

// What the button does (the request, the toasts and their words) loads when it is first pressed: every card of
// the shop draws the button, few are pressed.
const loadAddToCart = () => import('./add-to-cart');

export function AddToCartButton({ product, ...buttonProps }: Props) {
  const { id: productId, stock, status, sellerId } = product;
  const queryClient = useQueryClient();
  const ownProduct = useIsOwnProduct(sellerId);
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);

  const add = async () => {
    // Offline, the work cannot load: nothing happens, as the request could not be sent either.
    const work = await loadAddToCart().catch(() => null);
    await work?.addToCart(queryClient, productId, setSending);
  };

  return (
    <Button
      {...buttonProps}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      onClick={add}
      loading={sending}
      disabled={!hydrated || !canBeBought({ status, stock }) || ownProduct}
    >
      Add to Cart
    </Button>
  );
}
