import type { ComponentType } from 'react';
import { type OtherPageModule, pageModules } from '../domain/page-modules';
import type { OtherPageKey } from '../domain/pages';

/**
 * The code of every page but the landing pages, by the name the table of pages gives it (domain/pages.ts). This
 * module is itself loaded on demand, with the first of these pages (page-components.ts): the landing pages' first
 * load carries their imports, and what each would fetch beside its code, for none of them.
 */
export const otherPageLoaders = {
  'pages/auth/login-page.tsx': async () => (await import('./pages/auth/login-page')).LoginPage,
  'pages/auth/forgot-password-page.tsx': async () =>
    (await import('./pages/auth/forgot-password-page')).ForgotPasswordPage,
  'pages/auth/reset-password-page.tsx': async () =>
    (await import('./pages/auth/reset-password-page')).ResetPasswordPage,
  'pages/dev/dev-mail-page.tsx': async () => (await import('./pages/dev/dev-mail-page')).DevMailPage,
  'pages/saved/saved-page.tsx': async () => (await import('./pages/saved/saved-page')).SavedPage,
  'pages/profile/profile-page.tsx': async () => (await import('./pages/profile/profile-page')).ProfilePage,
  'pages/messenger/messenger-page.tsx': async () =>
    (await import('./pages/messenger/messenger-page')).MessengerPage,
  'pages/seller/seller-dashboard-page.tsx': async () =>
    (await import('./pages/seller/seller-dashboard-page')).SellerDashboardPage,
  'pages/seller/my-products-page.tsx': async () =>
    (await import('./pages/seller/my-products-page')).MyProductsPage,
  'pages/seller/seller-orders-page.tsx': async () =>
    (await import('./pages/seller/seller-orders-page')).SellerOrdersPage,
  'pages/seller/balance/seller-balance-page.tsx': async () =>
    (await import('./pages/seller/balance/seller-balance-page')).SellerBalancePage,
  'pages/seller/payouts/seller-payouts-page.tsx': async () =>
    (await import('./pages/seller/payouts/seller-payouts-page')).SellerPayoutsPage,
  'pages/admin/payouts/payouts-queue-page.tsx': async () =>
    (await import('./pages/admin/payouts/payouts-queue-page')).PayoutsQueuePage,
  'pages/admin/admin-dashboard-page.tsx': async () =>
    (await import('./pages/admin/admin-dashboard-page')).AdminDashboardPage,
  'pages/admin/disputes/disputes-page.tsx': async () =>
    (await import('./pages/admin/disputes/disputes-page')).DisputesPage,
  'pages/admin/reports/reports-page.tsx': async () =>
    (await import('./pages/admin/reports/reports-page')).ReportsPage,
  'pages/admin/products/all-products-page.tsx': async () =>
    (await import('./pages/admin/products/all-products-page')).AllProductsPage,
  'pages/admin/sellers/sellers-hub-page.tsx': async () =>
    (await import('./pages/admin/sellers/sellers-hub-page')).SellersHubPage,
  'pages/admin/sellers/pending-sellers-page.tsx': async () =>
    (await import('./pages/admin/sellers/pending-sellers-page')).PendingSellersPage,
  'pages/admin/sellers/total-sellers-page.tsx': async () =>
    (await import('./pages/admin/sellers/total-sellers-page')).TotalSellersPage,
  'pages/admin/categories/categories-page.tsx': async () =>
    (await import('./pages/admin/categories/categories-page')).CategoriesPage,
  'pages/admin/orders/all-orders-page.tsx': async () =>
    (await import('./pages/admin/orders/all-orders-page')).AllOrdersPage,
  'pages/admin/money/money-page.tsx': async () => (await import('./pages/admin/money/money-page')).MoneyPage,
  'pages/admin/audit/audit-log-page.tsx': async () =>
    (await import('./pages/admin/audit/audit-log-page')).AuditLogPage,
  'pages/seller/product-form/product-form-page.tsx': async () =>
    (await import('./pages/seller/product-form/product-form-page')).ProductFormPage,
  'pages/order/order-route.tsx': async () => (await import('./pages/order/order-route')).OrderRoute,
  'pages/payment/payment-route.tsx': async () => (await import('./pages/payment/payment-route')).PaymentRoute,
  'pages/orders/my-orders-route.tsx': async () =>
    (await import('./pages/orders/my-orders-route')).MyOrdersRoute,
  'pages/orders/order-detail-route.tsx': async () =>
    (await import('./pages/orders/order-detail-route')).OrderDetailRoute,
} satisfies Record<OtherPageModule, () => Promise<ComponentType>>;

/** The component of a page that is not a landing page, from the module the table of page modules names for it. */
export const loadOtherPage = (key: OtherPageKey): Promise<ComponentType> =>
  otherPageLoaders[pageModules[key]]();
