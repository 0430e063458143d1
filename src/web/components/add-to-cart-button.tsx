import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { cartTexts } from '../../domain/cart-texts';
import { canBeBought } from '../../domain/for-sale';
import type { ProductStatus } from '../../domain/product';
import { useAddToCart } from '../api/cart';
import { errorContexts } from '../api/error-contexts';
import { meQuery, useIsOwnProduct } from '../api/session';
import { toastError, toastSuccess, toastWarning } from './toast';
import { useHydrated } from './use-hydrated';

type Props = {
  product: { id: number; stock: number; status: ProductStatus; sellerId: string };
} & Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'>;

export function AddToCartButton({ product, ...buttonProps }: Props) {
  const { id: productId, stock, status, sellerId } = product;
  const queryClient = useQueryClient();
  const ownProduct = useIsOwnProduct(sellerId);
  const addToCart = useAddToCart();
  const hydrated = useHydrated();

  const add = async () => {
    // Read when pressed, waiting for it if it has not arrived yet: a card does not redraw as the session arrives.
    const me = await queryClient.ensureQueryData(meQuery);
    if (!me.user) {
      toastWarning(cartTexts.loginRequired, { subject: 'cart' });
      return;
    }
    addToCart.mutate(productId, {
      onSuccess: () => toastSuccess(cartTexts.added, { subject: 'cart' }),
      onError: (error) => toastError(error, { subject: 'cart', context: errorContexts.addToCart }),
    });
  };

  return (
    <Button
      {...buttonProps}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      onClick={add}
      loading={addToCart.isPending}
      disabled={!hydrated || !canBeBought({ status, stock }) || ownProduct}
    >
      Add to Cart
    </Button>
  );
}
