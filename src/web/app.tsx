import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { refetchOnMountUnlessFromPage } from './api/page-data';
import { RouteErrorBoundary } from './components/route-error';
import { Toaster } from './components/toaster';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, refetchOnMount: refetchOnMountUnlessFromPage },
    },
  });

/** The app's routes inside the router of each end: the browser's history, or the server's one address. */
type Props = { queryClient: QueryClient; inRouter: (routes: ReactNode) => ReactNode };

/** The whole app as the browser draws it, and as the server draws a page for it to take over: only the router differs. */
export function App({ queryClient, inRouter }: Props) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Toaster />
        <QueryClientProvider client={queryClient}>
          {inRouter(
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>,
          )}
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
