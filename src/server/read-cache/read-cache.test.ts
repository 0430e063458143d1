import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../seed/factories';
import { bareWebRoot, checkReadsAgainstDatabase, modelCatalog } from '../testing/read-model';
import { signedIn } from '../testing/shop';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pruneCatalogChanges } from './catalog-version';
import { preferredEncoding } from './encodings';
import { readCache } from './read-cache';

let t: TestApp;
let webRoot: string;
let catalog: Awaited<ReturnType<typeof modelCatalog>>;

beforeAll(async () => {
  webRoot = bareWebRoot();
  t = await createTestApp({}, { webRoot });
  catalog = await modelCatalog(t);
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the read cache', () => {
  it('answers every visitor read as the database says, through random writes', async () => {
    await checkReadsAgainstDatabase(t, [t], catalog, { runs: 8 });
  }, 600_000);

  it('serves a stored answer with its ETag, compressed once, and a 304 to a matching If-None-Match', async () => {
    // The page's head is over 1 KB, the size from which answers are compressed.
    const first = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers).toMatchObject({ etag, 'content-encoding': 'gzip' });
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>');
    const revalidated = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('logs no line for each read it answers, and still logs a failed one', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(readCache, { database: t.database });
    await app.register(async (routes) => {
      routes.get('/kept', { config: { readCache: true } }, async () => ({ kept: true }));
      routes.get('/broken', { config: { readCache: true } }, async () => {
        throw new Error('the read broke');
      });
    });
    try {
      for (let n = 0; n < 3; n++) expect((await app.inject({ url: '/kept' })).statusCode).toBe(200);
      expect(lines.filter((line) => line.includes('/kept'))).toEqual([]);
      expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
      expect(lines.some((line) => line.includes('the read broke'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("keeps a seller's own hidden product out of the store: a visitor still gets 404", async () => {
    // The random writes above may have hidden every product of the model: a product of its own.
    const seller = await signedIn(t, 'seller');
    const { subcategories } = await createCategory(t.db, { name: 'Hidden things', subcategories: ['Boxes'] });
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      subcategoryId: subcategories[0]?.id ?? 0,
    });
    const first = { id: product.id, seller };
    expect((await t.app.inject({ url: `/api/products/${first.id}` })).statusCode).toBe(200);
    await catalog.admin.call('POST', `/api/admin/sellers/${first.seller.id}/ban`);
    const own = await first.seller.call('GET', `/api/products/${first.id}`);
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${first.id}` })).statusCode).toBe(404);
    await catalog.admin.call('POST', `/api/admin/sellers/${first.seller.id}/unban`);
    expect((await t.app.inject({ url: `/api/products/${first.id}` })).statusCode).toBe(200);
  });

  it('refuses bad input as before: the stored answers are only of valid reads', async () => {
    for (const url of [
      '/api/products?page=0',
      '/api/products/abc',
      '/api/search?q=',
      '/api/products?sort=%00',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    }
  });
});

describe('pruneCatalogChanges', () => {
  it('forgets changes older than a day and remembers the newest transaction it forgot', async () => {
    await t.db.execute(
      sql`update catalog_change set at = now() - interval '2 days' where id = (select min(id) from catalog_change)`,
    );
    const rows = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n, (select below::text from catalog_change_pruned) as below from catalog_change`,
        )) as unknown as {
          rows: { n: number; below: string }[];
        }
      ).rows[0];
    const before = await rows();
    await pruneCatalogChanges(t.db);
    const after = await rows();
    expect(after?.n).toBe((before?.n ?? 0) - 1);
    expect(BigInt(after?.below ?? '0')).toBeGreaterThan(0n);
    expect((await t.app.inject({ url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
