import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { type Page, type PageGuard, pageKeys, pages } from '../domain/pages';
import { AppLayout } from './components/app-layout';
import { pageComponents } from './page-components';

const NotFoundPage = lazy(async () => ({ default: (await import('./pages/not-found-page')).NotFoundPage }));
const RequireSignedIn = lazy(async () => ({
  default: (await import('./components/require-signed-in')).RequireSignedIn,
}));
const RequireAdmin = lazy(async () => ({
  default: (await import('./components/require-admin')).RequireAdmin,
}));

/** The pages of the table behind one guard (none: open to all, or checking for themselves). */
function pageRoutes(guard: PageGuard | undefined): RouteObject[] {
  const guardOf = (page: Page) => page.guard;
  return pageKeys
    .filter((key) => guardOf(pages[key]) === guard)
    .map((key) => {
      const Page = pageComponents[key];
      return { path: pages[key].pattern, element: <Page /> };
    });
}

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...pageRoutes(undefined),
      // SPEC section 2: everything but browsing and the account pages needs a signed-in person. The guards load with
      // the pages they guard: the page a visitor lands on needs neither.
      {
        element: <RequireSignedIn />,
        children: [...pageRoutes('signed-in'), { element: <RequireAdmin />, children: pageRoutes('admin') }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages by address, inside the layout every page shares. */
export function AppRoutes() {
  return useRoutes(routes);
}
