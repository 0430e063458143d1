import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingPageCode, landingPageModules } from './page-code';

describe('landingPageCode', () => {
  it("names each landing page's own files, without the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'], css: ['assets/index.css'] },
      '_a.js': { file: 'assets/a.js' },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'], css: ['assets/b.css', 'assets/index.css'] },
      'pages/landing/landing-page.tsx': { file: 'assets/landing.js', imports: ['index.html'] },
      'pages/shop/shop-page.tsx': { file: 'assets/shop.js', imports: ['index.html', '_b.js'] },
      'pages/item/item-page.tsx': { file: 'assets/item.js', imports: ['_b.js'] },
    };
    const code = landingPageCode(manifest);
    expect(code.get('/')).toEqual({ scripts: ['/assets/landing.js'], styles: [] });
    expect(code.get('/shop')).toEqual({
      scripts: ['/assets/shop.js', '/assets/b.js'],
      styles: ['/assets/b.css'],
    });
    expect(code.get('/shop/:subcategoryId')).toEqual(code.get('/shop'));
    expect(code.get('/item/:id')?.scripts).toEqual(['/assets/item.js', '/assets/b.js']);
  });

  it('refuses a build whose manifest lacks a landing page', () => {
    const manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() => landingPageCode(manifest)).toThrow(/pages\/landing\/landing-page\.tsx/);
  });

  it('names the modules the web router loads for those pages', () => {
    const router = readFileSync(path.resolve('src/web/router.tsx'), 'utf8');
    for (const module of Object.values(landingPageModules))
      expect(router).toContain(`import('./${module.replace(/\.tsx$/, '')}')`);
  });
});
