import type { PagePattern } from '../../domain/page-heads';
import { entryKey, type ViteManifest, withImports } from './vite-manifest';

/**
 * The web module (see src/web/router.tsx) of each page people open from outside the app: a shared link, a search
 * result, a bookmark. The other pages are reached from inside it, which fetches their code on the way.
 */
export const landingPageModules: Partial<Record<PagePattern, string>> = {
  '/': 'pages/landing/landing-page.tsx',
  '/shop': 'pages/shop/shop-page.tsx',
  '/shop/:subcategoryId': 'pages/shop/shop-page.tsx',
  '/item/:id': 'pages/item/item-page.tsx',
};

/** Files of a page's own code, as addresses on the site. */
export type PageCode = { scripts: string[]; styles: string[] };

/**
 * What each landing page's code needs beyond the entry's (which index.html names already). Its first HTML names
 * them too, so the browser fetches them beside the app's code instead of once the app has run and asks.
 */
export function landingPageCode(manifest: ViteManifest): Map<PagePattern, PageCode> {
  const entry = withImports(manifest, entryKey(manifest));
  const own = (files: Set<string>, loaded: Set<string>) =>
    [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  const code = new Map<PagePattern, PageCode>();
  for (const [pattern, module] of Object.entries(landingPageModules) as [PagePattern, string][]) {
    const page = withImports(manifest, module);
    code.set(pattern, { scripts: own(page.js, entry.js), styles: own(page.css, entry.css) });
  }
  return code;
}
