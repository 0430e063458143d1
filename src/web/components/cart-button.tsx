import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLiveCart } from '../realtime/use-live-cart';
import { useHydrated } from './use-hydrated';

// The drawer loads on the first click, not with every page.
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/** The header's cart: its item count, and the sidebar it opens. Kept current by realtime pushes. */
export function CartButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const cart = useLiveCart();
  const count = cart.data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="xl"
          disabled={!hydrated}
          onClick={() => {
            setWanted(true);
            open();
          }}
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        >
          <IconShoppingCart size={22} />
        </ActionIcon>
      </Indicator>
      {wanted && (
        <Suspense fallback={null}>
          <CartDrawer opened={opened} onClose={close} cart={cart.data} loading={cart.isPending} />
        </Suspense>
      )}
    </>
  );
}
