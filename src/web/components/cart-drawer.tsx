import { ActionIcon, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { pages } from '../../domain/pages';
import { type CartChange, cartQuery, useChangeCartItem } from '../api/cart';
import classes from './cart-drawer.module.css';
import { CartLineStock, cartLineStockId } from './cart-line-stock';
import { ProductImage } from './product-image';
import { Loading } from './query-state';
import { toastError } from './toast';

type Props = { opened: boolean; onClose: () => void; cart: Cart | undefined; loading: boolean };

export function CartDrawer({ opened, onClose, cart, loading }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Mantine notes where focus was only when `opened` turns true after the drawer mounted; loaded on the first
  // click, it mounts open, so it opens one render later and Escape gives focus back to the cart button.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Another buyer's order changes what is left without telling this cart: each opening asks again.
  useEffect(() => {
    if (opened) queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  }, [opened, queryClient]);
  const change = useChangeCartItem();
  const items = cart?.items ?? [];
  const apply = (next: CartChange) =>
    change.mutate(next, { onError: (error) => toastError(error, { subject: 'cart' }) });
  const checkout = () => {
    if (items.length === 0) return;
    onClose();
    navigate(pages.orderReview.path());
  };

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      title="Your cart"
      closeButtonProps={{ 'aria-label': 'Close cart' }}
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {loading ? (
          <Loading label="Loading cart" />
        ) : items.length === 0 ? (
          <Stack align="center" py="xl" gap="xs" c="gray.7">
            <IconShoppingCartOff size={40} aria-hidden />
            <Text>Your cart is empty.</Text>
          </Stack>
        ) : (
          <ul className={classes.list} aria-label="Cart items">
            {items.map((item) => (
              <li key={item.productId} className={classes.item}>
                {item.image ? (
                  <ProductImage
                    image={item.image}
                    variant="thumb"
                    alt=""
                    w={64}
                    h={64}
                    radius="sm"
                    flex="none"
                  />
                ) : (
                  <div className={classes.noImage} aria-hidden />
                )}
                <Stack gap={2} className={classes.details}>
                  <Text fw={600} lineClamp={2}>
                    {item.name}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {formatMoney(item.price)}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Decrease quantity of ${item.name}`}
                      onClick={() => apply({ productId: item.productId, op: 'minus' })}
                    >
                      <IconMinus size={16} />
                    </ActionIcon>
                    <Text fw={600} miw={24} ta="center">
                      {item.quantity}
                    </Text>
                    <ActionIcon
                      variant="default"
                      aria-label={`Increase quantity of ${item.name}`}
                      // At the stock, plus has nothing to add; the line says why.
                      disabled={item.quantity >= item.available}
                      aria-describedby={
                        item.quantity >= item.available ? cartLineStockId(item.productId) : undefined
                      }
                      onClick={() => apply({ productId: item.productId, op: 'plus' })}
                    >
                      <IconPlus size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      ml="auto"
                      aria-label={`Remove ${item.name} from cart`}
                      onClick={() => apply({ productId: item.productId, op: 'set', quantity: 0 })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  <CartLineStock item={item} />
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={800} size="lg">
            {formatMoney(cart?.total ?? 0)}
          </Text>
        </Group>
        <Button size="md" fullWidth onClick={checkout} disabled={items.length === 0}>
          Checkout
        </Button>
      </Stack>
    </Drawer>
  );
}
