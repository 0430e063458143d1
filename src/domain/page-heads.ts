/**
 * What every page's head is made of. Each page's own title and description are in the table of pages (pages.ts),
 * read by both ends: the server writes them into the first HTML (what a crawler or a link preview reads), the web
 * app names the browser tab with them as the person moves around. Pages whose title depends on data (a product, a
 * subcategory, a search) have a null title there and name themselves once the data is there.
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

export const notFoundHead: PageHead = { title: 'Page not found', description: SITE_DESCRIPTION };
