import { type PageKey, pageKeys, pages } from '../../domain/pages';
import { entryKey, type ViteManifest, withImports } from './vite-manifest';

/** Files of a page's own code, as addresses on the site. */
export type PageCode = { scripts: string[]; styles: string[] };

/**
 * What the code of each landing page (one people open from outside the app: a shared link, a search result, a
 * bookmark) needs beyond the entry's, which index.html names already. Its first HTML names them too, so the browser
 * fetches them beside the app's code instead of once the app has run and asks. The other pages are reached from
 * inside the app, which fetches their code on the way.
 *
 * The table of pages names each page's module; a build in which that module is not one the router loads on demand
 * (a module renamed, or the router's import of it changed) is refused here, at start, rather than served without
 * its page's code.
 */
export function landingPageCode(manifest: ViteManifest): Map<PageKey, PageCode> {
  const entry = withImports(manifest, entryKey(manifest));
  const own = (files: Set<string>, loaded: Set<string>) =>
    [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  const code = new Map<PageKey, PageCode>();
  for (const key of pageKeys) {
    const { module, ...page } = pages[key];
    if (!('landing' in page)) continue;
    if (manifest[module] && !manifest[module].isDynamicEntry)
      throw new Error(`${module} is in the build manifest, but the web router does not load it on demand`);
    const chunk = withImports(manifest, module);
    code.set(key, { scripts: own(chunk.js, entry.js), styles: own(chunk.css, entry.css) });
  }
  return code;
}
