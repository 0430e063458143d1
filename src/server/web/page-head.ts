import { PAGE_DATA_ELEMENT_ID } from '../../domain/page-heads';
import { escapeHtml } from '../http/escape-html';
import type { PageCode } from './page-code';

/** A picture to fetch before the script asks for it; with a srcset, the preload picks as the img will. */
export type PreloadedImage = { href: string; srcSet?: string; sizes?: string };

/** The tags of one page's <head> that differ from page to page; every value is plain text. */
export type HeadTags = {
  /** The whole document title, site name included. */
  title: string;
  description: string;
  canonicalUrl?: string;
  /** Pages only a signed-in person sees: nothing for a search engine to list. */
  noindex?: boolean;
  /** Open Graph `property` metas (Facebook, Messenger, WhatsApp), in order. */
  openGraph?: [property: string, content: string][];
  /** Twitter card `name` metas, in order. */
  twitter?: [name: string, content: string][];
  /** The picture the page shows first, fetched before the script asks for it. */
  preloadImage?: PreloadedImage;
  /** The page's own code, fetched beside the app's instead of after it (see page-code.ts). */
  pageCode?: PageCode;
  /** The answers to the page's first reads by their address (see page-data.ts). */
  pageData?: Record<string, unknown>;
  /** What search engines read of the page as data: schema.org JSON-LD (see product-json-ld.ts). */
  jsonLd?: object;
  /** The shell's frame of the page in grey, shown until its stylesheets come (index.html's `.boot`). */
  bootFrame?: 'shop';
};

export function renderHeadTags(tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
  ];
  if (tags.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (tags.canonicalUrl) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`);
  for (const [property, content] of tags.openGraph ?? [])
    lines.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  for (const [name, content] of tags.twitter ?? [])
    lines.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  if (tags.preloadImage) lines.push(renderImagePreload(tags.preloadImage));
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${inertJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

function renderImagePreload({ href, srcSet, sizes }: PreloadedImage): string {
  const choices = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${choices} fetchpriority="high" />`;
}

/**
 * JSON to write inside a <script> element, which ends only at `</script`: every `<` is written as its escape (still
 * the same JSON), so no text in it can close the element, open a comment or start another script. Data, never run,
 * it needs nothing from the Content Security Policy.
 */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Vite's own links are `crossorigin` (anonymous): a preload must say the same to be used. */
function renderPageCode({ scripts, styles }: PageCode): string {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
}

/**
 * A drawn page's own stylesheets, just before it: it must not paint without them, or it would move when its script
 * brings them (Vite adds no second link for a stylesheet the page already has). Before #root, they hold back only
 * the page, not the shell above it.
 */
function drawnPageStyles(tags: HeadTags, drawn: string): string {
  if (!drawn || !tags.pageCode) return '';
  return tags.pageCode.styles
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
}

/** Data for the script, never run (see inertJson). */
function renderPageData(data: Record<string, unknown>): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${inertJson(data)}</script>`;
}

const emptyRoot = '<div id="root"></div>';
const bootShell = '<div class="boot">';

/**
 * The built index.html as a function of a page's head tags. Its own description and title (what the Vite dev
 * server shows) are taken out once, here; each page's tags go where its title was, ahead of the scripts and
 * styles, so the picture to preload is asked for first. The page's own code goes last in the head, after the app's.
 */
export function htmlShell(indexHtml: string): (tags: HeadTags, drawn?: string) => string {
  const withoutDescription = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  const headEnd = withoutDescription.search(/<\/head>/i);
  const at = title ? title.index : headEnd;
  if (at === -1 || headEnd === -1) throw new Error('index.html has no <head> to write the page head in');
  const before = withoutDescription.slice(0, at);
  const middle = withoutDescription.slice(title ? at + title[0].length : at, headEnd).replace(/\s*$/, '');
  const after = withoutDescription.slice(headEnd);
  if (!after.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to draw pages in`);
  return (tags, drawn = '') => {
    const code = tags.pageCode ? `\n    ${renderPageCode(tags.pageCode)}` : '';
    const data =
      Object.keys(tags.pageData ?? {}).length > 0 ? `\n    ${renderPageData(tags.pageData ?? {})}` : '';
    const body = after
      .replace(emptyRoot, `${drawnPageStyles(tags, drawn)}<div id="root">${drawn}</div>`)
      .replace(bootShell, tags.bootFrame ? `<div class="boot" data-page="${tags.bootFrame}">` : bootShell);
    return `${before}${renderHeadTags(tags)}${middle}${code}${data}\n  ${body}`;
  };
}
