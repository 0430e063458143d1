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

type Props = {
  product: { id: number; stock: number; status: ProductStatus; sellerId: string };
} & Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'>;

export function AddToCartButton({ product, ...buttonProps }: Props) {
  const { id: productId, stock, status, sellerId } = product;
  const queryClient = useQueryClient();
  const ownProduct = useIsOwnProduct(sellerId);
  const addToCart = useAddToCart();

  const add = () => {
    // Read when pressed: a card does not redraw as the session arrives.
    if (!queryClient.getQueryData(meQuery.queryKey)?.user) {
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
      disabled={!canBeBought({ status, stock }) || ownProduct}
    >
      Add to Cart
    </Button>
  );
}
