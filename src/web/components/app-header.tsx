import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMe } from '../api/session';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { MessagesButton } from './messages-button';
import { ProfileMenu } from './profile-menu';
import { ShopNavigation } from './shop-navigation';

export function AppHeader() {
  const me = useMe();
  const location = useLocation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <UnstyledButton component={Link} to="/" aria-label="Campus Market home">
        <Group gap="xs" wrap="nowrap">
          <Logo size={32} />
          <Text fw={800} size="lg" visibleFrom="xs">
            Campus Market
          </Text>
        </Group>
      </UnstyledButton>
      <ShopNavigation />
      <Group gap="xs" wrap="nowrap">
        {me.data?.user && <MessagesButton />}
        {me.data?.user && <CartButton />}
        {me.data?.user ? (
          <ProfileMenu name={me.data.user.name} />
        ) : me.isPending ? null : (
          <Button component={Link} to="/login" state={{ from: location.pathname + location.search }}>
            Login
          </Button>
        )}
      </Group>
    </Group>
  );
}
