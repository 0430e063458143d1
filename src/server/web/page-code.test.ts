import { describe, expect, it } from 'vitest';
import { pageCode } from './page-code';

/** The landing pages' chunks as Vite names them: each loaded by an import() of the router's. */
const landingPages = {
  'pages/landing/landing-page.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'pages/shop/shop-page.tsx': {
    file: 'assets/shop.js',
    isDynamicEntry: true,
    imports: ['index.html', '_b.js'],
  },
  'pages/shop/shop-categories-page.tsx': {
    file: 'assets/categories.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'pages/item/item-page.tsx': { file: 'assets/item.js', isDynamicEntry: true, imports: ['_b.js'] },
  'pages/seller-profile/seller-profile-page.tsx': {
    file: 'assets/seller-profile.js',
    isDynamicEntry: true,
    imports: ['_b.js'],
  },
};

describe('pageCode', () => {
  it("names each landing page's own files, without the entry's", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'], css: ['assets/index.css'] },
      '_a.js': { file: 'assets/a.js' },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'], css: ['assets/b.css', 'assets/index.css'] },
      ...landingPages,
    };
    const code = pageCode(manifest);
    expect([...code.keys()].sort()).toEqual([
      'home',
      'item',
      'sellerProfile',
      'shop',
      'shopCategories',
      'subcategory',
    ]);
    expect(code.get('home')).toEqual({ scripts: ['/assets/landing.js'], styles: [] });
    expect(code.get('shop')).toEqual({
      scripts: ['/assets/shop.js', '/assets/b.js'],
      styles: ['/assets/b.css'],
    });
    expect(code.get('subcategory')).toEqual(code.get('shop'));
    expect(code.get('item')?.scripts).toEqual(['/assets/item.js', '/assets/b.js']);
  });

  it("names for every other page the module that loads its code, without the entry's", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['other-page-loaders.ts', ...Object.keys(landingPages)],
      },
      'other-page-loaders.ts': {
        file: 'assets/other-page-loaders.js',
        isDynamicEntry: true,
        imports: ['index.html'],
        dynamicImports: ['pages/auth/login-page.tsx', 'pages/orders/my-orders-route.tsx'],
      },
      'pages/auth/login-page.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html'] },
      '_b.js': { file: 'assets/b.js' },
      ...landingPages,
    };
    const code = pageCode(manifest);
    expect(code.get('login')).toEqual({ scripts: ['/assets/other-page-loaders.js'], styles: [] });
    expect(code.get('myOrders')).toEqual(code.get('login'));
    expect(code.get('home')).toEqual({ scripts: ['/assets/landing.js'], styles: [] });
    // A page no chunk loads (not in this build) names nothing.
    expect(code.has('profile')).toBe(false);
  });

  it('refuses a build whose manifest lacks a landing page', () => {
    const manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() => pageCode(manifest)).toThrow(/pages\/landing\/landing-page\.tsx/);
  });

  it('refuses a build in which the web router does not load a landing page on demand', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['pages/shop/shop-page.tsx'] },
      ...landingPages,
      'pages/shop/shop-page.tsx': { file: 'assets/shop.js' },
    };
    expect(() => pageCode(manifest)).toThrow(/pages\/shop\/shop-page\.tsx .* does not load it on demand/);
  });
});
