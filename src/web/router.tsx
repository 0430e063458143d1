import { createBrowserRouter } from 'react-router';
import { AppLayout, AppLoading } from './components/app-layout';
import { RequireAdmin } from './components/require-admin';
import { RequireSignedIn } from './components/require-signed-in';
import { RouteError } from './components/route-error';

/** Pages load on demand so the landing page ships only what it shows. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <AppLoading />,
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
        path: '/item/:id',
        lazy: async () => ({ Component: (await import('./pages/item/item-page')).ItemPage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./pages/auth/login-page')).LoginPage }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('./pages/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./pages/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: '/dev/mail',
        lazy: async () => ({ Component: (await import('./pages/dev/dev-mail-page')).DevMailPage }),
      },
      // SPEC section 2: everything but browsing and the account pages above needs a signed-in person.
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: '/profile',
            lazy: async () => ({ Component: (await import('./pages/profile/profile-page')).ProfilePage }),
          },
          {
            path: '/messenger',
            lazy: async () => ({
              Component: (await import('./pages/messenger/messenger-page')).MessengerPage,
            }),
          },
          {
            path: '/seller',
            lazy: async () => ({
              Component: (await import('./pages/seller/seller-dashboard-page')).SellerDashboardPage,
            }),
          },
          {
            path: '/seller/products',
            lazy: async () => ({
              Component: (await import('./pages/seller/my-products-page')).MyProductsPage,
            }),
          },
          {
            path: '/seller/sellerOrder',
            lazy: async () => ({
              Component: (await import('./pages/seller/seller-orders-page')).SellerOrdersPage,
            }),
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin',
                lazy: async () => ({
                  Component: (await import('./pages/admin/admin-dashboard-page')).AdminDashboardPage,
                }),
              },
              {
                path: '/admin/totalProducts',
                lazy: async () => ({
                  Component: (await import('./pages/admin/products/all-products-page')).AllProductsPage,
                }),
              },
              {
                path: '/admin/sellers',
                lazy: async () => ({
                  Component: (await import('./pages/admin/sellers/sellers-hub-page')).SellersHubPage,
                }),
              },
              {
                path: '/admin/sellers/pending',
                lazy: async () => ({
                  Component: (await import('./pages/admin/sellers/pending-sellers-page')).PendingSellersPage,
                }),
              },
              {
                path: '/admin/sellers/total',
                lazy: async () => ({
                  Component: (await import('./pages/admin/sellers/total-sellers-page')).TotalSellersPage,
                }),
              },
              {
                path: '/admin/categories',
                lazy: async () => ({
                  Component: (await import('./pages/admin/categories/categories-page')).CategoriesPage,
                }),
              },
              {
                path: '/admin/totalOrders',
                lazy: async () => ({
                  Component: (await import('./pages/admin/orders/all-orders-page')).AllOrdersPage,
                }),
              },
            ],
          },
        ],
      },
      // The product form asks a visitor to sign in with the spec's own words, so it guards itself.
      {
        path: '/add-product',
        lazy: async () => ({
          Component: (await import('./pages/seller/product-form/product-form-page')).ProductFormPage,
        }),
      },
      {
        path: '/update-product/:id',
        lazy: async () => ({
          Component: (await import('./pages/seller/product-form/product-form-page')).ProductFormPage,
        }),
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
