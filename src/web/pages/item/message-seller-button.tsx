import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../api/session';

/**
 * Message Seller (SPEC section 2): opens the chat with the product's seller. A visitor is sent to sign in
 * first by the messenger's route, and comes back to the chat; the seller does not message themselves.
 */
export function MessageSellerButton({ sellerId }: { sellerId: string }) {
  const me = useMe();
  if (me.data?.user?.id === sellerId) return null;
  return (
    <Button
      component={Link}
      to={`/messenger?with=${encodeURIComponent(sellerId)}`}
      variant="light"
      size="md"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
    >
      Message Seller
    </Button>
  );
}
