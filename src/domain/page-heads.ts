/**
 * What every page's head is made of. Each page's own title is in the table of pages (pages.ts), read by both ends:
 * the server writes it into the first HTML (what a crawler or a link preview reads), the web app names the browser
 * tab with it as the person moves around. Pages whose title depends on data (a product, a subcategory, a search)
 * have a null title there and name themselves once the data is there. Descriptions are the server's alone
 * (page-descriptions.ts).
 */

export const SITE_NAME = 'Campus Market';
export const SITE_DESCRIPTION = 'Campus Market: buy, sell and trade with students on your campus.';

/** The element of the first HTML that holds the answers the page's first reads would fetch (a JSON object by address). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the browser tab shows for a page title; null is the home page (or a page still loading its name). */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export const NOT_FOUND_TITLE = 'Page not found';
