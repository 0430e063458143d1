import type { ErrorCode } from './error-codes';
import type { OpenConversationRequest } from './messenger';

/**
 * Every page of the web app, in one table both ends read: the web router draws each page at its pattern, the
 * server writes its head and first answers into the first HTML (src/server/web), and every link, redirect and
 * mail builds the page's address with its `path`. What only the server writes of a page, its description for search
 * engines and whether they may list it at all, is in page-descriptions.ts: the web app carries this table in every
 * first load.
 *
 * A page's code is named here, not imported: domain code imports nothing of the web app, and Vite splits code only
 * at a literal `import()`. So `module` is the file's name as Vite's build manifest keys its chunk; the router maps
 * that name to its lazy import (a map the type checker holds to this table), and the server finds the built chunk by
 * it and refuses a build in which the router does not load it on demand (server/web/page-code.ts).
 *
 * This module imports no zod: the landing pages read it, and they load no schema before their first paint.
 */
export type PageGuard = 'signed-in' | 'admin';

export type Page = {
  /** React Router's pattern of the page's addresses: `:name` is one segment. */
  pattern: string;
  /** The web module that draws the page, from src/web. */
  module: string;
  /** The browser tab's name for the page; null when the page names itself from its data, or is the home page. */
  title: string | null;
  /** The router's guard around the page; a page without one is open to all or checks for itself. */
  guard?: PageGuard;
  /** Opened from outside the app (a shared link, a search result): the server draws it, and names its code. */
  landing?: true;
  /** The page's address. */
  path: (...args: never[]) => string;
};

/** A page with no parameters: its pattern is its one address. */
const at = <P extends string>(pattern: P) => ({ pattern, path: (): P => pattern });

export const pages = {
  home: {
    ...at('/'),
    module: 'pages/landing/landing-page.tsx',
    title: null,
    landing: true,
  },
  shop: {
    pattern: '/shop',
    module: 'pages/shop/shop-page.tsx',
    title: 'Shop',
    landing: true,
    path: (search?: { q: string }) => (search ? `/shop?${new URLSearchParams(search)}` : '/shop'),
  },
  subcategory: {
    pattern: '/shop/:subcategoryId',
    module: 'pages/shop/shop-page.tsx',
    title: null,
    landing: true,
    path: (subcategoryId: number) => `/shop/${subcategoryId}`,
  },
  shopCategories: {
    ...at('/categories'),
    module: 'pages/shop/shop-categories-page.tsx',
    title: 'Categories',
    landing: true,
  },
  item: {
    pattern: '/item/:id',
    module: 'pages/item/item-page.tsx',
    title: null,
    landing: true,
    path: (productId: number) => `/item/${productId}`,
  },
  login: {
    pattern: '/login',
    module: 'pages/auth/login-page.tsx',
    title: 'Login',
    path: loginPath,
  },
  forgotPassword: {
    ...at('/forgot-password'),
    module: 'pages/auth/forgot-password-page.tsx',
    title: 'Forgot password',
  },
  resetPassword: {
    pattern: '/reset-password',
    module: 'pages/auth/reset-password-page.tsx',
    title: 'Reset password',
    path: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  devMail: {
    ...at('/dev/mail'),
    module: 'pages/dev/dev-mail-page.tsx',
    title: 'Mail outbox',
  },
  profile: {
    ...at('/profile'),
    module: 'pages/profile/profile-page.tsx',
    title: 'Profile',
    guard: 'signed-in',
  },
  saved: {
    ...at('/saved'),
    module: 'pages/saved/saved-page.tsx',
    title: 'Saved items',
    guard: 'signed-in',
  },
  messenger: {
    pattern: '/messenger',
    module: 'pages/messenger/messenger-page.tsx',
    title: 'Messages',
    guard: 'signed-in',
    path: messengerPath,
  },
  sellerDashboard: {
    ...at('/seller'),
    module: 'pages/seller/seller-dashboard-page.tsx',
    title: 'Seller dashboard',
    guard: 'signed-in',
  },
  myProducts: {
    ...at('/seller/products'),
    module: 'pages/seller/my-products-page.tsx',
    title: 'My Products',
    guard: 'signed-in',
  },
  sellerOrders: {
    ...at('/seller/sellerOrder'),
    module: 'pages/seller/seller-orders-page.tsx',
    title: 'Seller orders',
    guard: 'signed-in',
  },
  sellerBalance: {
    ...at('/seller/balance'),
    module: 'pages/seller/balance/seller-balance-page.tsx',
    title: 'Balance',
    guard: 'signed-in',
  },
  sellerPayouts: {
    ...at('/seller/payouts'),
    module: 'pages/seller/payouts/seller-payouts-page.tsx',
    title: 'Payouts',
    guard: 'signed-in',
  },
  // After the seller's own pages: a path is matched against the table in order, and theirs name no seller.
  sellerProfile: {
    pattern: '/seller/:id',
    module: 'pages/seller-profile/seller-profile-page.tsx',
    title: null,
    landing: true,
    // A user id is letters, digits, '-' and '_' (domain/ids.ts): nothing to escape.
    path: (sellerId: string) => `/seller/${sellerId}`,
  },
  adminDashboard: {
    ...at('/admin'),
    module: 'pages/admin/admin-dashboard-page.tsx',
    title: 'Admin dashboard',
    guard: 'admin',
  },
  allProducts: {
    ...at('/admin/totalProducts'),
    module: 'pages/admin/products/all-products-page.tsx',
    title: 'All Products',
    guard: 'admin',
  },
  sellersHub: {
    ...at('/admin/sellers'),
    module: 'pages/admin/sellers/sellers-hub-page.tsx',
    title: 'Seller management',
    guard: 'admin',
  },
  pendingSellers: {
    ...at('/admin/sellers/pending'),
    module: 'pages/admin/sellers/pending-sellers-page.tsx',
    title: 'Pending Sellers',
    guard: 'admin',
  },
  totalSellers: {
    ...at('/admin/sellers/total'),
    module: 'pages/admin/sellers/total-sellers-page.tsx',
    title: 'Total Sellers',
    guard: 'admin',
  },
  categories: {
    ...at('/admin/categories'),
    module: 'pages/admin/categories/categories-page.tsx',
    title: 'Categories',
    guard: 'admin',
  },
  allOrders: {
    ...at('/admin/totalOrders'),
    module: 'pages/admin/orders/all-orders-page.tsx',
    title: 'All Orders',
    guard: 'admin',
  },
  adminMoney: {
    ...at('/admin/money'),
    module: 'pages/admin/money/money-page.tsx',
    title: 'Money',
    guard: 'admin',
  },
  auditLog: {
    ...at('/admin/audit'),
    module: 'pages/admin/audit/audit-log-page.tsx',
    title: 'Audit log',
    guard: 'admin',
  },
  payoutsQueue: {
    ...at('/admin/payouts'),
    module: 'pages/admin/payouts/payouts-queue-page.tsx',
    title: 'Payouts queue',
    guard: 'admin',
  },
  adminDisputes: {
    ...at('/admin/disputes'),
    module: 'pages/admin/disputes/disputes-page.tsx',
    title: 'Disputes',
    guard: 'admin',
  },
  // The pages below check for a session themselves: the product form, for one, asks a visitor to sign in with the
  // spec's own words.
  addProduct: {
    ...at('/add-product'),
    module: 'pages/seller/product-form/product-form-page.tsx',
    title: 'Add Product',
  },
  updateProduct: {
    pattern: '/update-product/:id',
    module: 'pages/seller/product-form/product-form-page.tsx',
    title: 'Update Product',
    path: (productId: number) => `/update-product/${productId}`,
  },
  orderReview: {
    ...at('/order'),
    module: 'pages/order/order-route.tsx',
    title: 'Review your order',
  },
  payment: {
    pattern: '/payment',
    module: 'pages/payment/payment-route.tsx',
    title: 'Payment',
    // The ids live in the address so that a reload, or a return from the gateway, keeps the payment going.
    path: (orderId: number, paymentId: number) => `/payment?order=${orderId}&payment=${paymentId}`,
  },
  myOrders: {
    ...at('/showOrder'),
    module: 'pages/orders/my-orders-route.tsx',
    title: 'My Orders',
  },
  order: {
    pattern: '/showOrder/:id',
    module: 'pages/orders/order-detail-route.tsx',
    title: 'Order',
    path: (orderId: number) => `/showOrder/${orderId}`,
  },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;
export type PageModule = (typeof pages)[PageKey]['module'];
/** The modules of the pages people land on (`landing`), and of every other page. */
export type LandingPageModule = Extract<(typeof pages)[PageKey], { landing: true }>['module'];
export type OtherPageModule = Exclude<PageModule, LandingPageModule>;
export const pageKeys = Object.keys(pages) as PageKey[];

/** The login page; where the confirmation link lands once the address is confirmed (or why it was not). */
function loginPath(confirmation?: { confirmed: true; error?: ErrorCode }): string {
  if (!confirmation) return '/login';
  return `/login?confirmed=1${confirmation.error ? `&error=${confirmation.error}` : ''}`;
}

/** The messenger as it opens: one conversation, or the one about a subject (made if need be), or the list. */
function messengerPath(to?: { conversation: number } | OpenConversationRequest): string {
  if (!to) return '/messenger';
  if (!('about' in to)) return `/messenger?c=${to.conversation}`;
  const [param, value] =
    to.about === 'product'
      ? ['product', to.productId]
      : to.about === 'order-part'
        ? ['part', to.deliveryId]
        : ['with', to.userId];
  return `/messenger?${param}=${encodeURIComponent(value)}`;
}
