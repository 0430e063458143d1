import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import classes from './app-frame.module.css';
import { AppHeader } from './app-header';
import { MAIN_ID, useFocusOnNavigation } from './main-heading';
import { ProgressBar, useNavigating, usePageLoading } from './navigation-progress';
import { Loading } from './query-state';
import { SkipLink } from './skip-link';
import { useDocumentTitle } from './use-page-title';

export function AppLayout() {
  const navigating = useNavigating();
  useDocumentTitle();
  useFocusOnNavigation();
  const loading = usePageLoading();
  return (
    <AppFrame loading={loading} busy={navigating}>
      {/* On the first visit, while the page's own code is on the way: the header already, the page loading. */}
      <Suspense fallback={<Loading label="Loading" />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}

function AppFrame({ loading, busy, children }: { loading: boolean; busy: boolean; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      {loading && <ProgressBar />}
      {/* A drawer that locks the page's scrolling pads this class, so the header does not jump (react-remove-scroll). */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Box aria-busy={busy}>{children}</Box>
      </main>
    </>
  );
}
