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
 * The built index.html as a function of a page's head tags. Its own description and title (what the Vite dev
 * server shows) are taken out once, here; each page's tags go where its title was, ahead of the scripts and
 * styles, so the picture to preload is asked for first.
 */
export function htmlShell(indexHtml: string): (tags: HeadTags) => string {
  const withoutDescription = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  const at = title ? title.index : withoutDescription.search(/<\/head>/i);
  if (at === -1) throw new Error('index.html has neither a <title> nor a </head> to write the page head at');
  const before = withoutDescription.slice(0, at);
  const after = withoutDescription.slice(title ? at + title[0].length : at);
  return (tags) => `${before}${renderHeadTags(tags)}${after}`;
}
