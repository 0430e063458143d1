import { createBrowserRouter } from 'react-router';
import { AppLayout } from './components/app-layout';
import { RouteError } from './components/route-error';

/** Pages load on demand so the landing page ships only what it shows. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./pages/landing/landing-page')).LandingPage }),
      },
      { path: '/shop', lazy: async () => ({ Component: (await import('./pages/shop/shop-page')).ShopPage }) },
      {
        path: '/shop/:subcategoryId',
        lazy: async () => ({ Component: (await import('./pages/shop/shop-page')).ShopPage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./pages/auth/login-page')).LoginPage }),
      },
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('./pages/profile/profile-page')).ProfilePage }),
      },
      {
        path: '/order',
        lazy: async () => ({ Component: (await import('./pages/order/order-route')).OrderRoute }),
      },
      {
        path: '/payment',
        lazy: async () => ({ Component: (await import('./pages/payment/payment-route')).PaymentRoute }),
      },
      {
        path: '/showOrder',
        lazy: async () => ({ Component: (await import('./pages/orders/my-orders-route')).MyOrdersRoute }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
    ],
  },
]);
