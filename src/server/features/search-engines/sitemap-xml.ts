/**
 * The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html): a urlset lists pages, an index
 * lists urlsets. Each holds at most 50,000 addresses.
 */
export const SITEMAP_URLS_MAX = 50_000;

const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapUrl = { loc: string; lastmod?: Date };

export function urlSet(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${xmlText(loc)}</loc>${modified}</url>`;
  });
  return document('urlset', entries);
}

export function sitemapIndex(locs: string[]): string {
  return document(
    'sitemapindex',
    locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>`),
  );
}

function document(root: string, entries: string[]): string {
  return [declaration, `<${root} xmlns="${namespace}">`, ...entries, `</${root}>`, ''].join('\n');
}

/** The protocol asks for these five escaped in an address (an `&` in PUBLIC_URL's path, say). */
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
