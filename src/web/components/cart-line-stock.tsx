import { Text } from '@mantine/core';
import type { CartItem } from '../../domain/cart';
import { isShort } from '../../domain/cart-stock';
import { cartTexts } from '../../domain/cart-texts';

export const cartLineStockId = (productId: number) => `cart-line-stock-${productId}`;

/** Under a cart line that holds all there is, or more than there is now: how many are left. */
export function CartLineStock({ item }: { item: CartItem }) {
  if (item.quantity < item.available) return null;
  const short = isShort(item);
  return (
    <Text
      id={cartLineStockId(item.productId)}
      size="xs"
      c={short ? 'red.8' : 'gray.7'}
      fw={short ? 600 : 400}
    >
      {cartTexts.stock.line(item.available)}
    </Text>
  );
}
