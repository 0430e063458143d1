import { Box, Button, Group, rem, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pages } from '../../domain/pages';
import { useMe } from '../api/session';
import classes from './app-header.module.css';
import { deferredPart } from './deferred-part';
import { Link } from './link';
import { Logo } from './logo';

// A visitor never sees these tools, and with them go the menus' and popovers' code, the live counts and their
// schemas: they load with a session, not with every page.
const SignedInTools = lazy(async () => ({ default: (await import('./signed-in-tools')).SignedInTools }));

// The header's way into the catalog works before its code arrives: the Categories button is a link to the page of
// all categories, the search box a form the server answers. Its frame holds its place meanwhile.
const ShopNavigation = deferredPart(async () => (await import('./shop-navigation')).ShopNavigation);

/** Holds the place of the four 34 px tools and their gaps while their code arrives, so nothing beside it moves. */
const toolsPlaceholder = <Box w={`calc(4 * ${rem(34)} + 3 * var(--mantine-spacing-xs))`} h={rem(34)} />;

export function AppHeader() {
  const me = useMe();
  const location = useLocation();
  const user = me.data?.user;
  return (
    <div className={classes.bar}>
      <UnstyledButton component={Link} to={pages.home.path()} aria-label="Campus Market home">
        <Group gap="xs" wrap="nowrap">
          <Logo size={32} />
          <Text fw={800} size="lg" visibleFrom="xs">
            Campus Market
          </Text>
        </Group>
      </UnstyledButton>
      <div className={classes.catalog}>
        <ShopNavigation />
      </div>
      {user ? (
        <Suspense fallback={toolsPlaceholder}>
          <SignedInTools user={user} />
        </Suspense>
      ) : me.isPending ? null : (
        <Button
          component={Link}
          to={pages.login.path()}
          state={{ from: location.pathname + location.search }}
        >
          Login
        </Button>
      )}
    </div>
  );
}
