import { pageModules } from '../../domain/page-modules';
import { type PageKey, pageKeys, pages } from '../../domain/pages';
import { entryKey, type ViteManifest, withImports } from './vite-manifest';

/** Files of a page's own code, as addresses on the site. */
export type PageCode = { scripts: string[]; styles: string[] };

/**
 * What each page's code needs beyond the entry's, which index.html names already. Its first HTML names them too, so
 * the browser fetches them beside the app's code instead of once the app has run and asks:
 *
 * - a landing page (one people open from outside the app: a shared link, a search result, a bookmark): its own code;
 * - any other page: the module that holds the other pages' imports (web/other-page-loaders.ts), which the app asks
 *   for before the page's code. Reached from inside the app, these pages find it fetched already.
 *
 * The table of page modules names each page's module; a build in which a landing page's module is not one the router loads
 * on demand (a module renamed, or the router's import of it changed) is refused here, at start, rather than served
 * without its page's code.
 */
export function pageCode(manifest: ViteManifest): Map<PageKey, PageCode> {
  const entryKeyOf = entryKey(manifest);
  const entry = withImports(manifest, entryKeyOf);
  const beyondEntry = (key: string): PageCode => {
    const chunk = withImports(manifest, key);
    const own = (files: Set<string>, loaded: Set<string>) =>
      [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
    return { scripts: own(chunk.js, entry.js), styles: own(chunk.css, entry.css) };
  };
  const code = new Map<PageKey, PageCode>();
  for (const key of pageKeys) {
    const module = pageModules[key];
    if (!('landing' in pages[key])) {
      const loader = importerOf(manifest, module);
      if (loader && loader !== entryKeyOf) code.set(key, beyondEntry(loader));
      continue;
    }
    if (manifest[module] && !manifest[module].isDynamicEntry)
      throw new Error(`${module} is in the build manifest, but the web router does not load it on demand`);
    code.set(key, beyondEntry(module));
  }
  return code;
}

/** The chunk whose import() loads `module`, if one does. */
function importerOf(manifest: ViteManifest, module: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.dynamicImports?.includes(module));
}
