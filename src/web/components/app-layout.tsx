import { AppShell, Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AppHeader } from './app-header';
import { NavigationProgress } from './navigation-progress';
import { Loading } from './query-state';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <NavigationProgress />
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Box aria-busy={navigation.state === 'loading'}>
          <Suspense fallback={<Loading label="Loading" />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
