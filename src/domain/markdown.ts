import { createElement } from 'react';
import { defaultUrlTransform, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The class of the box a table is drawn in: a wide table scrolls on its own instead of widening a phone's page. */
export const TABLE_SCROLL_CLASS = 'markdown-table-scroll';

/**
 * How seller-written markdown becomes HTML, GFM tables included, wherever it is drawn: by the server for the
 * product page (server/features/catalog/markdown-html.ts) and in the product form's preview. Raw HTML is skipped
 * (never parsed into elements) and the default URL transform empties javascript:, data: and other unsafe link
 * schemes.
 */
export const markdownOptions = {
  remarkPlugins: [remarkGfm],
  skipHtml: true,
  urlTransform: defaultUrlTransform,
  components: {
    table: ({ node: _node, ...props }) =>
      createElement('div', { className: TABLE_SCROLL_CLASS }, createElement('table', props)),
  },
} satisfies Options;
