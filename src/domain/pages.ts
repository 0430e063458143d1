import type { ErrorCode } from './error-codes';
import type { OpenConversationRequest } from './messenger';

/**
 * Every page of the web app, in one table both ends read: the web router draws each page at its pattern, the
 * server writes its head and first answers into the first HTML (src/server/web), and every link, redirect and
 * mail builds the page's address with its `path`. The web app carries this table in every first load, so what only
 * the server reads of a page is kept beside it: its description for search engines and whether they may list it at
 * all (page-descriptions.ts), and the file of its code (page-modules.ts).
 *
 * This module imports no zod: the landing pages read it, and they load no schema before their first paint.
 */
export type PageGuard = 'signed-in' | 'admin';

export type Page = {
  /** React Router's pattern of the page's addresses: `:name` is one segment. */
  pattern: string;
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
    title: null,
    landing: true,
  },
  shop: {
    pattern: '/shop',
    title: 'Shop',
    landing: true,
    path: (search?: { q: string }) => (search ? `/shop?${new URLSearchParams(search)}` : '/shop'),
  },
  subcategory: {
    pattern: '/shop/:subcategoryId',
    title: null,
    landing: true,
    path: (subcategoryId: number) => `/shop/${subcategoryId}`,
  },
  shopCategories: {
    ...at('/categories'),
    title: 'Categories',
    landing: true,
  },
  item: {
    pattern: '/item/:id',
    title: null,
    landing: true,
    path: (productId: number) => `/item/${productId}`,
  },
  login: {
    pattern: '/login',
    title: 'Login',
    path: loginPath,
  },
  forgotPassword: {
    ...at('/forgot-password'),
    title: 'Forgot password',
  },
  resetPassword: {
    pattern: '/reset-password',
    title: 'Reset password',
    path: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  devMail: {
    ...at('/dev/mail'),
    title: 'Mail outbox',
  },
  profile: {
    ...at('/profile'),
    title: 'Profile',
    guard: 'signed-in',
  },
  saved: {
    ...at('/saved'),
    title: 'Saved items',
    guard: 'signed-in',
  },
  messenger: {
    pattern: '/messenger',
    title: 'Messages',
    guard: 'signed-in',
    path: messengerPath,
  },
  sellerDashboard: {
    ...at('/seller'),
    title: 'Seller dashboard',
    guard: 'signed-in',
  },
  myProducts: {
    ...at('/seller/products'),
    title: 'My Products',
    guard: 'signed-in',
  },
  sellerOrders: {
    ...at('/seller/sellerOrder'),
    title: 'Seller orders',
    guard: 'signed-in',
  },
  sellerBalance: {
    ...at('/seller/balance'),
    title: 'Balance',
    guard: 'signed-in',
  },
  sellerPayouts: {
    ...at('/seller/payouts'),
    title: 'Payouts',
    guard: 'signed-in',
  },
  // After the seller's own pages: a path is matched against the table in order, and theirs name no seller.
  sellerProfile: {
    pattern: '/seller/:id',
    title: null,
    landing: true,
    // A user id is letters, digits, '-' and '_' (domain/ids.ts): nothing to escape.
    path: (sellerId: string) => `/seller/${sellerId}`,
  },
  adminDashboard: {
    ...at('/admin'),
    title: 'Admin dashboard',
    guard: 'admin',
  },
  allProducts: {
    ...at('/admin/totalProducts'),
    title: 'All Products',
    guard: 'admin',
  },
  sellersHub: {
    ...at('/admin/sellers'),
    title: 'Seller management',
    guard: 'admin',
  },
  pendingSellers: {
    ...at('/admin/sellers/pending'),
    title: 'Pending Sellers',
    guard: 'admin',
  },
  totalSellers: {
    ...at('/admin/sellers/total'),
    title: 'Total Sellers',
    guard: 'admin',
  },
  categories: {
    ...at('/admin/categories'),
    title: 'Categories',
    guard: 'admin',
  },
  allOrders: {
    ...at('/admin/totalOrders'),
    title: 'All Orders',
    guard: 'admin',
  },
  adminMoney: {
    ...at('/admin/money'),
    title: 'Money',
    guard: 'admin',
  },
  auditLog: {
    ...at('/admin/audit'),
    title: 'Audit log',
    guard: 'admin',
  },
  payoutsQueue: {
    ...at('/admin/payouts'),
    title: 'Payouts queue',
    guard: 'admin',
  },
  adminDisputes: {
    ...at('/admin/disputes'),
    title: 'Disputes',
    guard: 'admin',
  },
  adminReports: {
    ...at('/admin/reports'),
    title: 'Reports',
    guard: 'admin',
  },
  // The pages below check for a session themselves: the product form, for one, asks a visitor to sign in with the
  // spec's own words.
  addProduct: {
    ...at('/add-product'),
    title: 'Add Product',
  },
  updateProduct: {
    pattern: '/update-product/:id',
    title: 'Update Product',
    path: (productId: number) => `/update-product/${productId}`,
  },
  orderReview: {
    ...at('/order'),
    title: 'Review your order',
  },
  payment: {
    pattern: '/payment',
    title: 'Payment',
    // The ids live in the address so that a reload, or a return from the gateway, keeps the payment going.
    path: (orderId: number, paymentId: number) => `/payment?order=${orderId}&payment=${paymentId}`,
  },
  myOrders: {
    ...at('/showOrder'),
    title: 'My Orders',
  },
  order: {
    pattern: '/showOrder/:id',
    title: 'Order',
    path: (orderId: number) => `/showOrder/${orderId}`,
  },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;
/** The pages people land on (`landing`), and every other page. */
export type LandingPageKey = {
  [K in PageKey]: (typeof pages)[K] extends { landing: true } ? K : never;
}[PageKey];
export type OtherPageKey = Exclude<PageKey, LandingPageKey>;
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
