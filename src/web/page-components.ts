import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageModule } from '../domain/pages';

/**
 * The code of each page, by the name the table of pages gives it (domain/pages.ts), loaded on demand so that the
 * landing page ships only what it shows. Each module is one component for all the pages it draws, so that moving
 * between them (/shop to /shop/3) keeps the page. Vite splits code only at a literal import(), so the imports are
 * written here: the type checker holds this map to the table's list of modules, and the server refuses a build whose
 * landing pages' modules are not loaded on demand (server/web/page-code.ts).
 */
export const pageComponents = {
  'pages/landing/landing-page.tsx': lazy(async () => ({
    default: (await import('./pages/landing/landing-page')).LandingPage,
  })),
  'pages/shop/shop-page.tsx': lazy(async () => ({
    default: (await import('./pages/shop/shop-page')).ShopPage,
  })),
  'pages/shop/shop-categories-page.tsx': lazy(async () => ({
    default: (await import('./pages/shop/shop-categories-page')).ShopCategoriesPage,
  })),
  'pages/item/item-page.tsx': lazy(async () => ({
    default: (await import('./pages/item/item-page')).ItemPage,
  })),
  'pages/auth/login-page.tsx': lazy(async () => ({
    default: (await import('./pages/auth/login-page')).LoginPage,
  })),
  'pages/auth/forgot-password-page.tsx': lazy(async () => ({
    default: (await import('./pages/auth/forgot-password-page')).ForgotPasswordPage,
  })),
  'pages/auth/reset-password-page.tsx': lazy(async () => ({
    default: (await import('./pages/auth/reset-password-page')).ResetPasswordPage,
  })),
  'pages/dev/dev-mail-page.tsx': lazy(async () => ({
    default: (await import('./pages/dev/dev-mail-page')).DevMailPage,
  })),
  'pages/profile/profile-page.tsx': lazy(async () => ({
    default: (await import('./pages/profile/profile-page')).ProfilePage,
  })),
  'pages/messenger/messenger-page.tsx': lazy(async () => ({
    default: (await import('./pages/messenger/messenger-page')).MessengerPage,
  })),
  'pages/seller/seller-dashboard-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/seller-dashboard-page')).SellerDashboardPage,
  })),
  'pages/seller/my-products-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/my-products-page')).MyProductsPage,
  })),
  'pages/seller/seller-orders-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/seller-orders-page')).SellerOrdersPage,
  })),
  'pages/seller/balance/seller-balance-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/balance/seller-balance-page')).SellerBalancePage,
  })),
  'pages/seller/payouts/seller-payouts-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/payouts/seller-payouts-page')).SellerPayoutsPage,
  })),
  'pages/admin/payouts/payouts-queue-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/payouts/payouts-queue-page')).PayoutsQueuePage,
  })),
  'pages/admin/admin-dashboard-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/admin-dashboard-page')).AdminDashboardPage,
  })),
  'pages/admin/disputes/disputes-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/disputes/disputes-page')).DisputesPage,
  })),
  'pages/admin/products/all-products-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/products/all-products-page')).AllProductsPage,
  })),
  'pages/admin/sellers/sellers-hub-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/sellers/sellers-hub-page')).SellersHubPage,
  })),
  'pages/admin/sellers/pending-sellers-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/sellers/pending-sellers-page')).PendingSellersPage,
  })),
  'pages/admin/sellers/total-sellers-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/sellers/total-sellers-page')).TotalSellersPage,
  })),
  'pages/admin/categories/categories-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/categories/categories-page')).CategoriesPage,
  })),
  'pages/admin/orders/all-orders-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/orders/all-orders-page')).AllOrdersPage,
  })),
  'pages/admin/money/money-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/money/money-page')).MoneyPage,
  })),
  'pages/admin/audit/audit-log-page.tsx': lazy(async () => ({
    default: (await import('./pages/admin/audit/audit-log-page')).AuditLogPage,
  })),
  'pages/seller/product-form/product-form-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller/product-form/product-form-page')).ProductFormPage,
  })),
  'pages/order/order-route.tsx': lazy(async () => ({
    default: (await import('./pages/order/order-route')).OrderRoute,
  })),
  'pages/payment/payment-route.tsx': lazy(async () => ({
    default: (await import('./pages/payment/payment-route')).PaymentRoute,
  })),
  'pages/orders/my-orders-route.tsx': lazy(async () => ({
    default: (await import('./pages/orders/my-orders-route')).MyOrdersRoute,
  })),
  'pages/orders/order-detail-route.tsx': lazy(async () => ({
    default: (await import('./pages/orders/order-detail-route')).OrderDetailRoute,
  })),
} satisfies Record<PageModule, LazyExoticComponent<ComponentType>>;
