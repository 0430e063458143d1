import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { pages } from '../../../domain/pages';
import { useMe } from '../../api/session';
import { Link } from '../../components/link';
import { useHydrated } from '../../components/use-hydrated';

/**
 * Message Seller (SPEC section 2): opens the conversation with the product's seller about this product. A
 * visitor is sent to sign in first by the messenger's route, and comes back to the chat; the seller does not
 * message themselves.
 */
export function MessageSellerButton({ productId, sellerId }: { productId: number; sellerId: string }) {
  const me = useMe();
  // Drawn by the server for a visitor: shown while the browser takes the page over, whoever is signed in.
  const hydrated = useHydrated();
  if (hydrated && me.data?.user?.id === sellerId) return null;
  return (
    <Button
      component={Link}
      to={pages.messenger.path({ about: 'product', productId })}
      variant="light"
      size="md"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
    >
      Message Seller
    </Button>
  );
}
