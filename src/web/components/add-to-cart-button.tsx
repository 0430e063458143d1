import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { CART_ADD_FAILURE, CART_ADD_SUCCESS, cartErrorMessages } from '../../domain/cart';
import type { ProductStatus } from '../../domain/product';
import { useAddToCart } from '../api/cart';
import { ApiRequestError } from '../api/client';
import { useMe } from '../api/session';

type Props = {
  productId: number;
  stock: number;
  status: ProductStatus;
  sellerId: string;
} & Pick<ButtonProps, 'size' | 'fullWidth' | 'mt'>;

export function AddToCartButton({ productId, stock, status, sellerId, ...buttonProps }: Props) {
  const me = useMe();
  const addToCart = useAddToCart();
  const viewerId = me.data?.user?.id;
  const ownProduct = viewerId === sellerId;

  const add = () => {
    if (!viewerId) {
      notifications.show({ color: 'yellow', message: cartErrorMessages.unauthenticated });
      return;
    }
    addToCart.mutate(productId, {
      onSuccess: () => notifications.show({ color: 'green', message: CART_ADD_SUCCESS }),
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
    });
  };

  return (
    <Button
      {...buttonProps}
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      onClick={add}
      loading={addToCart.isPending}
      disabled={stock <= 0 || status !== 'active' || ownProduct}
    >
      Add to Cart
    </Button>
  );
}

function failureMessage(error: Error): string {
  if (!(error instanceof ApiRequestError)) return CART_ADD_FAILURE;
  if (error.status === 401) return cartErrorMessages.unauthenticated;
  return cartErrorMessages[error.code as keyof typeof cartErrorMessages] ?? CART_ADD_FAILURE;
}
