import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TABLE_SCROLL_CLASS } from '../../../domain/markdown';
import { Markdown } from '../../../web/components/markdown';
import { markdownHtml } from './markdown-html';

describe('markdownHtml', () => {
  it('draws GFM tables in a box of their own that scrolls', () => {
    const html = markdownHtml('| Property | Value |\n| --- | --- |\n| Condition | Good |');
    expect(html).toContain(`<div class="${TABLE_SCROLL_CLASS}"><table>`);
    expect(html).toContain('<th>Property</th>');
    expect(html).toContain('<td>Good</td>');
  });

  it('never turns raw HTML into elements', () => {
    const html = markdownHtml('Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|onerror|<b>/);
    expect(html).toContain('Hi');
  });

  it('drops unsafe link schemes and keeps safe ones', () => {
    const html = markdownHtml('[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://campus.test/x)');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('href="https://campus.test/x"');
  });

  it('escapes text that looks like markup', () => {
    expect(markdownHtml('5 < 6 & "quoted" `<tag>`')).toBe(
      '<p>5 &lt; 6 &amp; &quot;quoted&quot; <code>&lt;tag&gt;</code></p>',
    );
  });

  it('is empty for a text not written, blank included', () => {
    expect(markdownHtml('')).toBe('');
    expect(markdownHtml(' \n\t ')).toBe('');
  });

  it('draws what the product form previews', () => {
    const text =
      '# Lamp\n\n- warm\n- **bright**\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[shop](https://campus.test)';
    const preview = renderToStaticMarkup(
      createElement(MantineProvider, null, createElement(Markdown, null, text)),
    );
    expect(preview).toContain(markdownHtml(text));
  });
});
