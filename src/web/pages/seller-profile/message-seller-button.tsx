import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { pages } from '../../../domain/pages';
import { sellerProfileTexts } from '../../../domain/seller-profile-texts';
import { useMe } from '../../api/session';
import { Link } from '../../components/link';
import { useHydrated } from '../../components/use-hydrated';

/**
 * Opens the conversation with the seller, as Message Seller does on the item page: a visitor is sent to sign in
 * first by the messenger's route and comes back to the chat; a seller does not message themselves.
 */
export function MessageSellerButton({ sellerId }: { sellerId: string }) {
  const me = useMe();
  // Drawn by the server for a visitor: shown while the browser takes the page over, whoever is signed in.
  const hydrated = useHydrated();
  if (hydrated && me.data?.user?.id === sellerId) return null;
  return (
    <Button
      component={Link}
      to={pages.messenger.path({ about: 'person', userId: sellerId })}
      variant="light"
      size="md"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
    >
      {sellerProfileTexts.message}
    </Button>
  );
}
