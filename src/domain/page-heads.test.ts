import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTitle, matchPage, pageHeads } from './page-heads';

describe('page heads', () => {
  it('names every page of the web router', () => {
    const router = readFileSync(new URL('../web/router.tsx', import.meta.url), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(20);
    expect([...paths.filter((path) => path !== '*')].sort()).toEqual(Object.keys(pageHeads).sort());
  });

  it('matches paths as the web router does', () => {
    expect(matchPage('/')).toEqual({ pattern: '/', params: {} });
    expect(matchPage('/shop/')).toEqual({ pattern: '/shop', params: {} });
    expect(matchPage('/Shop')).toEqual({ pattern: '/shop', params: {} });
    expect(matchPage('/shop/12')).toEqual({
      pattern: '/shop/:subcategoryId',
      params: { subcategoryId: '12' },
    });
    expect(matchPage('/item/7')).toEqual({ pattern: '/item/:id', params: { id: '7' } });
    expect(matchPage('/admin/sellers/pending')?.pattern).toBe('/admin/sellers/pending');
    expect(matchPage('/item')).toBeNull();
    expect(matchPage('/item/7/more')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
  });

  it('names the tab after the page and the site', () => {
    expect(documentTitle('Shop')).toBe('Shop · Campus Market');
    expect(documentTitle(null)).toBe('Campus Market');
  });
});
