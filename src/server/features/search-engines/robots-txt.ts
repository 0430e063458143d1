import { isPublicPage } from '../../../domain/page-descriptions';
import { type Page, pageKeys, pages } from '../../../domain/pages';
import { SITEMAP_PATH } from './sitemap-paths';

/** A page's address prefix: its pattern up to its first parameter. */
const prefixOf = (page: Page) => page.pattern.split(':')[0] ?? page.pattern;

/**
 * What search engines may read, as robots.txt rules: not the API, nor any page of the table of pages that only a
 * signed-in person sees (all but the public pages of page-descriptions.ts: the cart's order review, payment, orders, messenger, profile, the seller's
 * and the administrator's pages). A rule covered by a shorter one is left out: `/seller` already covers
 * `/seller/products`. A public page whose address starts like a private one's (a seller's profile, `/seller/:id`,
 * under the seller's dashboard, `/seller`) is let in by an Allow rule, which wins as the longer match (RFC 9309); the
 * private pages under it then need their own rules, longer still.
 */
export function robotsRules(): string[] {
  const publicPages = pageKeys.filter(isPublicPage).map((key) => pages[key]);
  const privatePages = pageKeys.filter((key) => !isPublicPage(key)).map((key) => pages[key]);
  const disallowed = [...new Set(['/api/', ...privatePages.map(prefixOf)])].sort();
  const allowed = [
    ...new Set(
      publicPages
        .map(prefixOf)
        .filter((prefix) => disallowed.some((rule) => prefix !== rule && prefix.startsWith(rule))),
    ),
  ].sort();
  const kept = disallowed.filter(
    (prefix, index) =>
      !disallowed
        .slice(0, index)
        .some(
          (shorter) =>
            prefix.startsWith(shorter) &&
            !allowed.some((allow) => allow.length > shorter.length && prefix.startsWith(allow)),
        ),
  );
  return [...kept.map((prefix) => `Disallow: ${prefix}`), ...allowed.map((prefix) => `Allow: ${prefix}`)];
}

/** robots.txt (RFC 9309): every crawler may read the public pages, none the private ones, and the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...robotsRules(), '', `Sitemap: ${publicUrl}${SITEMAP_PATH}`, ''].join(
    '\n',
  );
}
