import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PageKey, pages } from '../../domain/pages';

/** Draws a page's HTML for #root from its first answers (src/web/render-page.tsx). */
export type DrawPage = (url: string, answers: Record<string, unknown>) => Promise<string>;

/**
 * The build's drawing of the pages people land on (dist/ssr beside the web root, scripts/build.mjs); null for a web
 * root built without it (a bare test build), whose pages the browser draws alone.
 */
export async function loadPageDrawing(webRoot: string): Promise<DrawPage | null> {
  const file = path.join(webRoot, '..', 'ssr', 'render-page.js');
  if (!existsSync(file)) return null;
  const drawing: { renderPage?: unknown } = await import(pathToFileURL(file).href);
  if (typeof drawing.renderPage !== 'function') throw new Error(`${file} has no renderPage`);
  return drawing.renderPage as DrawPage;
}

/** The server draws the pages opened from outside the app: what a shared link or a search engine opens. */
export const isDrawnByServer = (page: PageKey | null): boolean => page !== null && 'landing' in pages[page];
