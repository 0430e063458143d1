import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { markdownOptions } from '../../../domain/markdown';

/**
 * A product's details or specs as HTML, '' when none are written. Drawn here once, and kept by the read cache with
 * the product, so that a phone opening the product shows them without parsing markdown: the parser is the largest
 * script a product page would run.
 */
export function markdownHtml(markdown: string): string {
  if (!markdown.trim()) return '';
  return renderToStaticMarkup(createElement(Markdown, markdownOptions, markdown));
}
