import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import classes from './app-frame.module.css';
import { AppHeader } from './app-header';
import { MAIN_ID, useFocusOnNavigation } from './main-heading';
import { ProgressBar, useLeavingPage, useNavigating, usePageLoading } from './navigation-progress';
import { Loading } from './query-state';
import { SkipLink } from './skip-link';
import { useDocumentTitle } from './use-page-title';

export function AppLayout() {
  const navigating = useNavigating();
  const leaving = useLeavingPage();
  useDocumentTitle();
  useFocusOnNavigation();
  return (
    <AppFrame busy={navigating} leaving={leaving}>
      {/* On the first visit, while the page's own code is on the way: the header already, the page loading. */}
      <Suspense fallback={<Loading label="Loading" />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}

/** The bar while the page waits, apart from the layout: each request that starts or ends redraws only the bar. */
function PageProgress() {
  return usePageLoading() ? <ProgressBar /> : null;
}

type FrameProps = { busy: boolean; leaving: boolean; children: ReactNode };

function AppFrame({ busy, leaving, children }: FrameProps) {
  return (
    <>
      <SkipLink />
      <PageProgress />
      {/* A drawer that locks the page's scrolling pads this class, so the header does not jump (react-remove-scroll). */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {/* A page being left takes no input: text typed into it would vanish when the next page arrives. */}
        <Box aria-busy={busy} inert={leaving}>
          {children}
        </Box>
      </main>
    </>
  );
}
