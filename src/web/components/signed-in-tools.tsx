import { Group } from '@mantine/core';
import { CartButton } from './cart-button';
import { MessagesButton } from './messages-button';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';

/** The header's tools of a signed-in person: notifications, messages, cart and the profile menu. */
export function SignedInTools({ user }: { user: { id: string; name: string } }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <NotificationBell />
      <MessagesButton viewerId={user.id} />
      <CartButton />
      <ProfileMenu name={user.name} />
    </Group>
  );
}
