/**
 * The title and description of every page of the web app, one table read by both ends: the server writes them
 * into the first HTML (what a crawler or a link preview reads), the web app names the browser tab with them as
 * the person moves around. Pages whose title depends on data (a product, a subcategory, a search) have a null
 * title here and name themselves once the data is there.
 */

export const SITE_NAME = 'Campus Market';
export const SITE_DESCRIPTION = 'Campus Market: buy, sell and trade with students on your campus.';

/** The element of the first HTML that holds the answers the page's first reads would fetch (a JSON object by address). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the browser tab shows for a page title; null is the home page (or a page still loading its name). */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export type PageHead = {
  title: string | null;
  description: string;
  /** Only for a signed-in person: search engines need not list it. */
  private?: true;
};

const signedIn = { description: SITE_DESCRIPTION, private: true } as const;

/** Keyed by the web router's path patterns (src/web/router.tsx). */
export const pageHeads = {
  '/': { title: null, description: SITE_DESCRIPTION },
  '/shop': { title: 'Shop', description: 'Browse what students on your campus are selling, newest first.' },
  '/shop/:subcategoryId': { title: null, description: 'Browse what students on your campus are selling.' },
  '/item/:id': { title: null, description: SITE_DESCRIPTION },
  '/login': { title: 'Login', description: 'Log in to Campus Market or sign up with your campus email.' },
  '/forgot-password': { title: 'Forgot password', description: 'Get a link to choose a new password.' },
  '/reset-password': { title: 'Reset password', description: 'Choose a new password for Campus Market.' },
  '/dev/mail': { title: 'Mail outbox', ...signedIn },
  '/profile': { title: 'Profile', ...signedIn },
  '/messenger': { title: 'Messages', ...signedIn },
  '/seller': { title: 'Seller dashboard', ...signedIn },
  '/seller/products': { title: 'My Products', ...signedIn },
  '/seller/sellerOrder': { title: 'Seller orders', ...signedIn },
  '/admin': { title: 'Admin dashboard', ...signedIn },
  '/admin/totalProducts': { title: 'All Products', ...signedIn },
  '/admin/sellers': { title: 'Seller management', ...signedIn },
  '/admin/sellers/pending': { title: 'Pending Sellers', ...signedIn },
  '/admin/sellers/total': { title: 'Total Sellers', ...signedIn },
  '/admin/categories': { title: 'Categories', ...signedIn },
  '/admin/totalOrders': { title: 'All Orders', ...signedIn },
  '/add-product': { title: 'Add Product', ...signedIn },
  '/update-product/:id': { title: 'Update Product', ...signedIn },
  '/order': { title: 'Review your order', ...signedIn },
  '/payment': { title: 'Payment', ...signedIn },
  '/showOrder': { title: 'My Orders', ...signedIn },
  '/showOrder/:id': { title: 'Order', ...signedIn },
} as const satisfies Record<string, PageHead>;

export type PagePattern = keyof typeof pageHeads;

export const notFoundHead: PageHead = { title: 'Page not found', description: SITE_DESCRIPTION };

export type PageMatch = { pattern: PagePattern; params: Record<string, string> };

/** The page a path shows, as the web router picks it (ignoring case); null is its not-found page. */
export function matchPage(pathname: string): PageMatch | null {
  const segments = splitPath(pathname);
  for (const pattern of Object.keys(pageHeads) as PagePattern[]) {
    const params = matchSegments(splitPath(pattern), segments);
    if (params) return { pattern, params };
  }
  return null;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
