import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './components/app-layout';

// Pages load on demand so the landing page ships only what it shows. Each is one component for all its paths, so
// that moving between them (/shop to /shop/3) keeps the page as the data router did.
const LandingPage = lazy(async () => ({
  default: (await import('./pages/landing/landing-page')).LandingPage,
}));
const ShopPage = lazy(async () => ({ default: (await import('./pages/shop/shop-page')).ShopPage }));
const ItemPage = lazy(async () => ({ default: (await import('./pages/item/item-page')).ItemPage }));
const LoginPage = lazy(async () => ({ default: (await import('./pages/auth/login-page')).LoginPage }));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('./pages/auth/forgot-password-page')).ForgotPasswordPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('./pages/auth/reset-password-page')).ResetPasswordPage,
}));
const DevMailPage = lazy(async () => ({ default: (await import('./pages/dev/dev-mail-page')).DevMailPage }));
const ProfilePage = lazy(async () => ({
  default: (await import('./pages/profile/profile-page')).ProfilePage,
}));
const MessengerPage = lazy(async () => ({
  default: (await import('./pages/messenger/messenger-page')).MessengerPage,
}));
const SellerDashboardPage = lazy(async () => ({
  default: (await import('./pages/seller/seller-dashboard-page')).SellerDashboardPage,
}));
const MyProductsPage = lazy(async () => ({
  default: (await import('./pages/seller/my-products-page')).MyProductsPage,
}));
const SellerOrdersPage = lazy(async () => ({
  default: (await import('./pages/seller/seller-orders-page')).SellerOrdersPage,
}));
const AdminDashboardPage = lazy(async () => ({
  default: (await import('./pages/admin/admin-dashboard-page')).AdminDashboardPage,
}));
const AllProductsPage = lazy(async () => ({
  default: (await import('./pages/admin/products/all-products-page')).AllProductsPage,
}));
const SellersHubPage = lazy(async () => ({
  default: (await import('./pages/admin/sellers/sellers-hub-page')).SellersHubPage,
}));
const PendingSellersPage = lazy(async () => ({
  default: (await import('./pages/admin/sellers/pending-sellers-page')).PendingSellersPage,
}));
const TotalSellersPage = lazy(async () => ({
  default: (await import('./pages/admin/sellers/total-sellers-page')).TotalSellersPage,
}));
const CategoriesPage = lazy(async () => ({
  default: (await import('./pages/admin/categories/categories-page')).CategoriesPage,
}));
const AllOrdersPage = lazy(async () => ({
  default: (await import('./pages/admin/orders/all-orders-page')).AllOrdersPage,
}));
const ProductFormPage = lazy(async () => ({
  default: (await import('./pages/seller/product-form/product-form-page')).ProductFormPage,
}));
const OrderRoute = lazy(async () => ({ default: (await import('./pages/order/order-route')).OrderRoute }));
const PaymentRoute = lazy(async () => ({
  default: (await import('./pages/payment/payment-route')).PaymentRoute,
}));
const MyOrdersRoute = lazy(async () => ({
  default: (await import('./pages/orders/my-orders-route')).MyOrdersRoute,
}));
const OrderDetailRoute = lazy(async () => ({
  default: (await import('./pages/orders/order-detail-route')).OrderDetailRoute,
}));
const NotFoundPage = lazy(async () => ({ default: (await import('./pages/not-found-page')).NotFoundPage }));
const RequireSignedIn = lazy(async () => ({
  default: (await import('./components/require-signed-in')).RequireSignedIn,
}));
const RequireAdmin = lazy(async () => ({
  default: (await import('./components/require-admin')).RequireAdmin,
}));

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/shop', element: <ShopPage /> },
      { path: '/shop/:subcategoryId', element: <ShopPage /> },
      { path: '/item/:id', element: <ItemPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dev/mail', element: <DevMailPage /> },
      // SPEC section 2: everything but browsing and the account pages above needs a signed-in person. The guards
      // load with the pages they guard: the page a visitor lands on needs neither.
      {
        element: <RequireSignedIn />,
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/messenger', element: <MessengerPage /> },
          { path: '/seller', element: <SellerDashboardPage /> },
          { path: '/seller/products', element: <MyProductsPage /> },
          { path: '/seller/sellerOrder', element: <SellerOrdersPage /> },
          {
            element: <RequireAdmin />,
            children: [
              { path: '/admin', element: <AdminDashboardPage /> },
              { path: '/admin/totalProducts', element: <AllProductsPage /> },
              { path: '/admin/sellers', element: <SellersHubPage /> },
              { path: '/admin/sellers/pending', element: <PendingSellersPage /> },
              { path: '/admin/sellers/total', element: <TotalSellersPage /> },
              { path: '/admin/categories', element: <CategoriesPage /> },
              { path: '/admin/totalOrders', element: <AllOrdersPage /> },
            ],
          },
        ],
      },
      // The product form asks a visitor to sign in with the spec's own words, so it guards itself.
      { path: '/add-product', element: <ProductFormPage /> },
      { path: '/update-product/:id', element: <ProductFormPage /> },
      { path: '/order', element: <OrderRoute /> },
      { path: '/payment', element: <PaymentRoute /> },
      { path: '/showOrder', element: <MyOrdersRoute /> },
      { path: '/showOrder/:id', element: <OrderDetailRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages by address, inside the layout every page shares. */
export function AppRoutes() {
  return useRoutes(routes);
}
