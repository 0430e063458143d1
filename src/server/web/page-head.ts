import { escapeHtml } from '../http/escape-html';

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
  preloadImage?: string;
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
  if (tags.preloadImage)
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(tags.preloadImage)}" fetchpriority="high" />`,
    );
  return lines.join('\n    ');
}

/**
 * The built index.html as a function of a page's head tags. Its own title and description (what the Vite dev
 * server shows) are taken out once, here, and each page's are written in before </head>.
 */
export function htmlShell(indexHtml: string): (tags: HeadTags) => string {
  const template = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const headEnd = template.search(/<\/head>/i);
  if (headEnd === -1) throw new Error('index.html has no </head> to write the page head into');
  const before = template.slice(0, headEnd);
  const after = template.slice(headEnd);
  return (tags) => `${before}  ${renderHeadTags(tags)}\n  ${after}`;
}
