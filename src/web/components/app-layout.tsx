import { AppShell, Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AppHeader } from './app-header';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Box aria-busy={navigation.state === 'loading'}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
