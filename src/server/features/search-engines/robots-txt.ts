import { pageKeys, pages } from '../../../domain/pages';
import { SITEMAP_PATH } from './sitemap-paths';

/**
 * The address prefixes search engines are asked not to read: the API, and every page of the table of pages that only
 * a signed-in person sees (`head.private`: the cart's order review, payment, orders, messenger, profile, the seller's
 * and the administrator's pages). A page's prefix is its pattern up to its first parameter. A rule covered by a
 * shorter one is left out: `/seller` already covers `/seller/products`.
 */
export function disallowedPrefixes(): string[] {
  const prefixes = pageKeys
    .map((key) => pages[key])
    .filter((page) => 'private' in page.head)
    .map((page) => page.pattern.split(':')[0] ?? page.pattern);
  const sorted = [...new Set(['/api/', ...prefixes])].sort();
  return sorted.filter(
    (prefix, index) => !sorted.slice(0, index).some((shorter) => prefix.startsWith(shorter)),
  );
}

/** robots.txt (RFC 9309): every crawler may read the public pages, none the private ones, and the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
