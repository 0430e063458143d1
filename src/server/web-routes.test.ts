import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './testing/test-app';

const script = `export const greetings = [${Array.from({ length: 200 }, (_, i) => `'hello ${i}'`).join(', ')}];\n`;
const asset = '/assets/entry-B4dx9Qa1.js';

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  // A built page as Vite writes it (its title is where each page's head goes), long enough to be compressed.
  const styles = Array.from({ length: 60 }, (_, i) => `.c${i}{margin:${i}px}`).join('');
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" /><title>Campus Market</title><style>${styles}</style>` +
      `<script type="module" src="${asset}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(webRoot, asset), script);
  // Vite's manifest: the shop's page shares a chunk with the entry and brings one of its own, with its styles.
  mkdirSync(path.join(webRoot, '.vite'));
  const page = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
  const lazyPage = (file: string, imports: string[]) => ({ ...page(file, imports), isDynamicEntry: true });
  writeFileSync(
    path.join(webRoot, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { ...page(asset.slice(1), ['_shared.js']), isEntry: true },
      '_shared.js': page('assets/shared-1.js'),
      '_card.js': page('assets/card-2.js', ['_shared.js'], ['assets/card-2.css']),
      'pages/landing/landing-page.tsx': lazyPage('assets/landing-3.js', ['index.html']),
      'pages/shop/shop-page.tsx': lazyPage('assets/shop-4.js', ['index.html', '_card.js', '_shared.js']),
      'pages/item/item-page.tsx': lazyPage('assets/item-5.js', ['index.html', '_card.js']),
      'pages/shop/shop-categories-page.tsx': lazyPage('assets/categories-6.js', ['index.html']),
      'pages/seller-profile/seller-profile-page.tsx': lazyPage('assets/seller-profile-7.js', [
        'index.html',
        '_card.js',
      ]),
    }),
  );
  writeFileSync(path.join(webRoot, `${asset}.map`), JSON.stringify({ version: 3, sources: ['main.tsx'] }));
  precompress(webRoot);
  t = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built web files', () => {
  it('are sent brotli-compressed to a browser that takes brotli', async () => {
    const response = await get(asset, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('are sent gzipped to a client that takes only gzip', async () => {
    const response = await get(asset, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('are sent as they are to a client that takes no compression', async () => {
    const response = await get(asset);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('are cached for a year when their name holds their hash, and vary by Accept-Encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get(asset, acceptEncoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('include the page itself, which is checked again on every visit', async () => {
    for (const url of ['/', '/shop', '/item/42']) {
      const response = await get(url, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain(asset);
    }
  });

  it('leave out the source maps', async () => {
    for (const acceptEncoding of ['br', undefined]) {
      const response = await get(`${asset}.map`, acceptEncoding);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('main.tsx');
    }
  });
});

describe('the first HTML of a page people arrive on', () => {
  const html = async (url: string) => (await get(url)).body;

  it("names the page's own code and styles after the app's, and only what the entry does not bring", async () => {
    for (const url of ['/shop', '/shop/7', '/SHOP?page=2']) {
      const page = await html(url);
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-4.js" />');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/card-2.js" />');
      expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-2.css" />');
      expect(page).not.toContain('shared-1.js');
      expect(page.indexOf('shop-4.js')).toBeGreaterThan(page.indexOf(`src="${asset}"`));
      expect(page.indexOf('shop-4.js')).toBeLessThan(page.indexOf('</head>'));
    }
    expect(await html('/')).toContain('href="/assets/landing-3.js"');
    // A product that does not exist still shows the product page, which says so.
    expect(await html('/item/424242')).toContain('href="/assets/item-5.js"');
  });

  it('names no page code for the pages reached from inside the app, nor for an unknown address', async () => {
    for (const url of ['/login', '/profile', '/no/such/page'])
      expect(await html(url)).not.toContain('modulepreload');
  });
});
