import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './test-support/test-app';

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
