import { AppShell, Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AppHeader } from './app-header';
import { ProgressBar, usePageLoading } from './navigation-progress';
import { Loading } from './query-state';
import { useDocumentTitle } from './use-page-title';

export function AppLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  const loading = usePageLoading();
  return (
    <AppFrame loading={loading} busy={navigation.state === 'loading'}>
      <Suspense fallback={<Loading label="Loading" />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}

/** The first visit, while the page's own code is on the way: the header already, the page still loading. */
export function AppLoading() {
  return (
    <AppFrame loading busy>
      <Loading label="Loading" />
    </AppFrame>
  );
}

function AppFrame({ loading, busy, children }: { loading: boolean; busy: boolean; children: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      {loading && <ProgressBar />}
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Box aria-busy={busy}>{children}</Box>
      </AppShell.Main>
    </AppShell>
  );
}
