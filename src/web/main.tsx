import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { refetchOnMountUnlessFromPage } from './api/page-data';
import { appHistory } from './app-history';
import { RouteErrorBoundary } from './components/route-error';
import { Toaster } from './components/toaster';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, refetchOnMount: refetchOnMountUnlessFromPage },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React pause its first render to let the browser breathe (input, paint): on a slow phone
// rendering the whole app at once is one long task that blocks the page.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Toaster />
        <QueryClientProvider client={queryClient}>
          {/* The plain router on the app's own history (app-history.ts); it shows each new page in a transition. */}
          <HistoryRouter history={appHistory}>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </HistoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
