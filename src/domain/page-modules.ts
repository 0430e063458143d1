import type { LandingPageKey, OtherPageKey, PageKey } from './pages';

/**
 * The web module that draws each page of the table of pages (pages.ts), named as Vite's build manifest keys its
 * chunk: domain code imports nothing of the web app, and Vite splits code only at a literal `import()`. The server
 * finds each page's built code by it and refuses a build in which the router does not load a landing page's module
 * on demand (server/web/page-code.ts); the loaders of the other pages are held to it by the type checker
 * (web/other-page-loaders.ts). Kept out of the table of pages, which every first load carries: the web app looks its
 * pages up by their key, and needs no file names before it leaves a landing page.
 */
export const pageModules = {
  home: 'pages/landing/landing-page.tsx',
  shop: 'pages/shop/shop-page.tsx',
  subcategory: 'pages/shop/shop-page.tsx',
  shopCategories: 'pages/shop/shop-categories-page.tsx',
  item: 'pages/item/item-page.tsx',
  login: 'pages/auth/login-page.tsx',
  forgotPassword: 'pages/auth/forgot-password-page.tsx',
  resetPassword: 'pages/auth/reset-password-page.tsx',
  devMail: 'pages/dev/dev-mail-page.tsx',
  profile: 'pages/profile/profile-page.tsx',
  saved: 'pages/saved/saved-page.tsx',
  messenger: 'pages/messenger/messenger-page.tsx',
  sellerDashboard: 'pages/seller/seller-dashboard-page.tsx',
  myProducts: 'pages/seller/my-products-page.tsx',
  sellerOrders: 'pages/seller/seller-orders-page.tsx',
  sellerBalance: 'pages/seller/balance/seller-balance-page.tsx',
  sellerPayouts: 'pages/seller/payouts/seller-payouts-page.tsx',
  sellerProfile: 'pages/seller-profile/seller-profile-page.tsx',
  adminDashboard: 'pages/admin/admin-dashboard-page.tsx',
  allProducts: 'pages/admin/products/all-products-page.tsx',
  sellersHub: 'pages/admin/sellers/sellers-hub-page.tsx',
  pendingSellers: 'pages/admin/sellers/pending-sellers-page.tsx',
  totalSellers: 'pages/admin/sellers/total-sellers-page.tsx',
  categories: 'pages/admin/categories/categories-page.tsx',
  allOrders: 'pages/admin/orders/all-orders-page.tsx',
  adminMoney: 'pages/admin/money/money-page.tsx',
  auditLog: 'pages/admin/audit/audit-log-page.tsx',
  payoutsQueue: 'pages/admin/payouts/payouts-queue-page.tsx',
  adminDisputes: 'pages/admin/disputes/disputes-page.tsx',
  adminReports: 'pages/admin/reports/reports-page.tsx',
  addProduct: 'pages/seller/product-form/product-form-page.tsx',
  updateProduct: 'pages/seller/product-form/product-form-page.tsx',
  orderReview: 'pages/order/order-route.tsx',
  payment: 'pages/payment/payment-route.tsx',
  myOrders: 'pages/orders/my-orders-route.tsx',
  order: 'pages/orders/order-detail-route.tsx',
} as const satisfies Record<PageKey, string>;

export type LandingPageModule = (typeof pageModules)[LandingPageKey];
export type OtherPageModule = (typeof pageModules)[OtherPageKey];
