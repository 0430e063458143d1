import { SITE_DESCRIPTION } from './page-heads';
import type { PageKey } from './pages';

/**
 * The public pages, with the description the server writes into each one's head (what a search result or a link
 * preview shows). A page named here may be listed: its head names its canonical address and robots.txt lets
 * crawlers in. Every other page is for a signed-in person alone (the cart's order review, payment, orders,
 * messenger, profile, the seller's and the administrator's pages): its head says noindex and robots.txt keeps
 * crawlers out, so a new page stays private until it is named here.
 *
 * Kept out of the table of pages (pages.ts) because the web app reads none of it and carries that table in every
 * first load.
 */
export const publicPageDescriptions = {
  home: SITE_DESCRIPTION,
  shop: 'Browse what students on your campus are selling, newest first.',
  subcategory: 'Browse what students on your campus are selling.',
  shopCategories: 'Every category of what students on your campus are selling.',
  item: SITE_DESCRIPTION,
  sellerProfile: SITE_DESCRIPTION,
  login: 'Log in to Campus Market or sign up with your campus email.',
  forgotPassword: 'Get a link to choose a new password.',
  resetPassword: 'Choose a new password for Campus Market.',
} as const satisfies Partial<Record<PageKey, string>>;

export type PublicPageKey = keyof typeof publicPageDescriptions;

export const isPublicPage = (key: PageKey): key is PublicPageKey =>
  Object.hasOwn(publicPageDescriptions, key);
