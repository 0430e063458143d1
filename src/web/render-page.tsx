import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { drawnWith } from './api/page-data';
import { App, createQueryClient } from './app';

/** The page at `url` as the browser's first drawing from the same answers will be (see main.tsx). */
function page(url: string) {
  return (
    <App
      queryClient={createQueryClient()}
      inRouter={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />
  );
}

/** A part left for the browser: React writes this where a part of the page was not ready to draw. */
const leftForBrowser = '<!--$!-->';

let settling: Promise<unknown> = Promise.resolve();

/**
 * Draws the page at `url` from `answers` (the page's first reads, server/web/page-data.ts) into HTML for #root.
 * The drawing is synchronous, so no other request's answers can mix in. The first time a page's code is drawn,
 * its parts loaded on demand (React.lazy) are not yet there: the page is then drawn once to the end,
 * asynchronously and one page at a time, which loads them, and drawn again.
 */
export async function renderPage(url: string, answers: Record<string, unknown>): Promise<string> {
  const html = drawnWith(answers, () => renderToString(page(url)));
  if (!html.includes(leftForBrowser)) return html;
  const settled = settling.then(() => drawnWith(answers, () => drawToTheEnd(url)));
  settling = settled.catch(() => undefined);
  await settled;
  return drawnWith(answers, () => renderToString(page(url)));
}

async function drawToTheEnd(url: string): Promise<void> {
  const { prelude } = await prerenderToNodeStream(page(url));
  for await (const _ of prelude);
}
