import type { ErrorCode } from './error-codes';
import type { OpenConversationRequest } from './messenger';
import { type PageHead, SITE_DESCRIPTION } from './page-heads';

/**
 * Every page of the web app, in one table both ends read: the web router draws each page at its pattern, the
 * server writes its head and first answers into the first HTML (src/server/web), and every link, redirect and
 * mail builds the page's address with its `path`.
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
  head: PageHead;
  /** The router's guard around the page; a page without one is open to all or checks for itself. */
  guard?: PageGuard;
  /** Opened from outside the app (a shared link, a search result): the server draws it, and names its code. */
  landing?: true;
  /** The page's address. */
  path: (...args: never[]) => string;
};

/** A page with no parameters: its pattern is its one address. */
const at = <P extends string>(pattern: P) => ({ pattern, path: (): P => pattern });

const signedIn = { description: SITE_DESCRIPTION, private: true } as const;

export const pages = {
  home: {
    ...at('/'),
    module: 'pages/landing/landing-page.tsx',
    head: { title: null, description: SITE_DESCRIPTION },
    landing: true,
  },
  shop: {
    pattern: '/shop',
    module: 'pages/shop/shop-page.tsx',
    head: { title: 'Shop', description: 'Browse what students on your campus are selling, newest first.' },
    landing: true,
    path: (search?: { q: string }) => (search ? `/shop?${new URLSearchParams(search)}` : '/shop'),
  },
  subcategory: {
    pattern: '/shop/:subcategoryId',
    module: 'pages/shop/shop-page.tsx',
    head: { title: null, description: 'Browse what students on your campus are selling.' },
    landing: true,
    path: (subcategoryId: number) => `/shop/${subcategoryId}`,
  },
  shopCategories: {
    ...at('/categories'),
    module: 'pages/shop/shop-categories-page.tsx',
    head: { title: 'Categories', description: 'Every category of what students on your campus are selling.' },
    landing: true,
  },
  item: {
    pattern: '/item/:id',
    module: 'pages/item/item-page.tsx',
    head: { title: null, description: SITE_DESCRIPTION },
    landing: true,
    path: (productId: number) => `/item/${productId}`,
  },
  login: {
    pattern: '/login',
    module: 'pages/auth/login-page.tsx',
    head: { title: 'Login', description: 'Log in to Campus Market or sign up with your campus email.' },
    path: loginPath,
  },
  forgotPassword: {
    ...at('/forgot-password'),
    module: 'pages/auth/forgot-password-page.tsx',
    head: { title: 'Forgot password', description: 'Get a link to choose a new password.' },
  },
  resetPassword: {
    pattern: '/reset-password',
    module: 'pages/auth/reset-password-page.tsx',
    head: { title: 'Reset password', description: 'Choose a new password for Campus Market.' },
    path: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  devMail: {
    ...at('/dev/mail'),
    module: 'pages/dev/dev-mail-page.tsx',
    head: { title: 'Mail outbox', ...signedIn },
  },
  profile: {
    ...at('/profile'),
    module: 'pages/profile/profile-page.tsx',
    head: { title: 'Profile', ...signedIn },
    guard: 'signed-in',
  },
  saved: {
    ...at('/saved'),
    module: 'pages/saved/saved-page.tsx',
    head: { title: 'Saved items', ...signedIn },
    guard: 'signed-in',
  },
  messenger: {
    pattern: '/messenger',
    module: 'pages/messenger/messenger-page.tsx',
    head: { title: 'Messages', ...signedIn },
    guard: 'signed-in',
    path: messengerPath,
  },
  sellerDashboard: {
    ...at('/seller'),
    module: 'pages/seller/seller-dashboard-page.tsx',
    head: { title: 'Seller dashboard', ...signedIn },
    guard: 'signed-in',
  },
  myProducts: {
    ...at('/seller/products'),
    module: 'pages/seller/my-products-page.tsx',
    head: { title: 'My Products', ...signedIn },
    guard: 'signed-in',
  },
  sellerOrders: {
    ...at('/seller/sellerOrder'),
    module: 'pages/seller/seller-orders-page.tsx',
    head: { title: 'Seller orders', ...signedIn },
    guard: 'signed-in',
  },
  sellerBalance: {
    ...at('/seller/balance'),
    module: 'pages/seller/balance/seller-balance-page.tsx',
    head: { title: 'Balance', ...signedIn },
    guard: 'signed-in',
  },
  sellerPayouts: {
    ...at('/seller/payouts'),
    module: 'pages/seller/payouts/seller-payouts-page.tsx',
    head: { title: 'Payouts', ...signedIn },
    guard: 'signed-in',
  },
  // After the seller's own pages: a path is matched against the table in order, and theirs name no seller.
  sellerProfile: {
    pattern: '/seller/:id',
    module: 'pages/seller-profile/seller-profile-page.tsx',
    head: { title: null, description: SITE_DESCRIPTION },
    landing: true,
    // A user id is letters, digits, '-' and '_' (domain/ids.ts): nothing to escape.
    path: (sellerId: string) => `/seller/${sellerId}`,
  },
  adminDashboard: {
    ...at('/admin'),
    module: 'pages/admin/admin-dashboard-page.tsx',
    head: { title: 'Admin dashboard', ...signedIn },
    guard: 'admin',
  },
  allProducts: {
    ...at('/admin/totalProducts'),
    module: 'pages/admin/products/all-products-page.tsx',
    head: { title: 'All Products', ...signedIn },
    guard: 'admin',
  },
  sellersHub: {
    ...at('/admin/sellers'),
    module: 'pages/admin/sellers/sellers-hub-page.tsx',
    head: { title: 'Seller management', ...signedIn },
    guard: 'admin',
  },
  pendingSellers: {
    ...at('/admin/sellers/pending'),
    module: 'pages/admin/sellers/pending-sellers-page.tsx',
    head: { title: 'Pending Sellers', ...signedIn },
    guard: 'admin',
  },
  totalSellers: {
    ...at('/admin/sellers/total'),
    module: 'pages/admin/sellers/total-sellers-page.tsx',
    head: { title: 'Total Sellers', ...signedIn },
    guard: 'admin',
  },
  categories: {
    ...at('/admin/categories'),
    module: 'pages/admin/categories/categories-page.tsx',
    head: { title: 'Categories', ...signedIn },
    guard: 'admin',
  },
  allOrders: {
    ...at('/admin/totalOrders'),
    module: 'pages/admin/orders/all-orders-page.tsx',
    head: { title: 'All Orders', ...signedIn },
    guard: 'admin',
  },
  adminMoney: {
    ...at('/admin/money'),
    module: 'pages/admin/money/money-page.tsx',
    head: { title: 'Money', ...signedIn },
    guard: 'admin',
  },
  auditLog: {
    ...at('/admin/audit'),
    module: 'pages/admin/audit/audit-log-page.tsx',
    head: { title: 'Audit log', ...signedIn },
    guard: 'admin',
  },
  payoutsQueue: {
    ...at('/admin/payouts'),
    module: 'pages/admin/payouts/payouts-queue-page.tsx',
    head: { title: 'Payouts queue', ...signedIn },
    guard: 'admin',
  },
  adminDisputes: {
    ...at('/admin/disputes'),
    module: 'pages/admin/disputes/disputes-page.tsx',
    head: { title: 'Disputes', ...signedIn },
    guard: 'admin',
  },
  adminReports: {
    ...at('/admin/reports'),
    module: 'pages/admin/reports/reports-page.tsx',
    head: { title: 'Reports', ...signedIn },
    guard: 'admin',
  },
  // The pages below check for a session themselves: the product form, for one, asks a visitor to sign in with the
  // spec's own words.
  addProduct: {
    ...at('/add-product'),
    module: 'pages/seller/product-form/product-form-page.tsx',
    head: { title: 'Add Product', ...signedIn },
  },
  updateProduct: {
    pattern: '/update-product/:id',
    module: 'pages/seller/product-form/product-form-page.tsx',
    head: { title: 'Update Product', ...signedIn },
    path: (productId: number) => `/update-product/${productId}`,
  },
  orderReview: {
    ...at('/order'),
    module: 'pages/order/order-route.tsx',
    head: { title: 'Review your order', ...signedIn },
  },
  payment: {
    pattern: '/payment',
    module: 'pages/payment/payment-route.tsx',
    head: { title: 'Payment', ...signedIn },
    // The ids live in the address so that a reload, or a return from the gateway, keeps the payment going.
    path: (orderId: number, paymentId: number) => `/payment?order=${orderId}&payment=${paymentId}`,
  },
  myOrders: {
    ...at('/showOrder'),
    module: 'pages/orders/my-orders-route.tsx',
    head: { title: 'My Orders', ...signedIn },
  },
  order: {
    pattern: '/showOrder/:id',
    module: 'pages/orders/order-detail-route.tsx',
    head: { title: 'Order', ...signedIn },
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
