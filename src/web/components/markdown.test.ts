import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (markdown: string) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(Markdown, null, markdown)));

describe('Markdown', () => {
  it('renders GFM tables', () => {
    const html = render('| Property | Value |\n| --- | --- |\n| Condition | Good |');
    expect(html).toContain('<table>');
    expect(html).toContain('<th>Property</th>');
    expect(html).toContain('<td>Good</td>');
  });

  it('never turns raw HTML into elements', () => {
    const html = render('Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|onerror|<b>/);
    expect(html).toContain('Hi');
  });

  it('drops unsafe link schemes and keeps safe ones', () => {
    const html = render('[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://campus.test/x)');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('href="https://campus.test/x"');
  });
});
