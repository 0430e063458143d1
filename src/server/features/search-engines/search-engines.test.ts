import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPage } from '../../../domain/page-descriptions';
import { type PageKey, pageKeys, pages } from '../../../domain/pages';
import { product } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { xpathTexts } from '../../testing/xml';

// What a search engine reads besides the pages: robots.txt and the sitemap, here with 3 products a file.
const PER_FILE = 3;

let t: TestApp;
let seller: Shopper;
let admin: Shopper;
let bannedSellerId: string;
let subcategoryIds: number[];
/** Products a visitor may see, and products nobody but their seller and administrators may. */
const shown: number[] = [];
const hidden: number[] = [];
/** A file whose products are all hidden. */
let emptyFile = 0;

const fileOf = (id: number) => Math.floor((id - 1) / PER_FILE) + 1;

beforeAll(async () => {
  t = await createTestApp({ SITEMAP_PRODUCTS_PER_FILE: String(PER_FILE) });
  seller = await signedIn(t, 'seller');
  admin = await signedIn(t, 'admin');
  bannedSellerId = (await createUser(t.db, { role: 'banned-seller' })).id;
  const books = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks', 'Novels'] });
  const lamps = await createCategory(t.db, { name: 'Lamps', subcategories: ['Desk lamps'] });
  subcategoryIds = [...books.subcategories, ...lamps.subcategories].map((sub) => sub.id);
  const mine = { sellerId: seller.id, subcategoryId: subcategoryIds[0] ?? 0 };
  const make = async (overrides: Partial<Parameters<typeof createProduct>[1]> = {}) =>
    (await createProduct(t.db, { ...mine, ...overrides })).id;

  shown.push(await make());
  // Pending products up to the end of that file, then a file of hidden products only.
  let last = shown[0] ?? 0;
  while (last % PER_FILE !== 0) {
    last = await make({ status: 'pending' });
    hidden.push(last);
  }
  for (const overrides of [
    { status: 'pending' as const },
    { sellerId: bannedSellerId },
    { status: 'pending' as const },
  ])
    hidden.push(await make(overrides));
  emptyFile = fileOf(hidden.at(-1) ?? 0);
  // Shown: for sale, out of stock, marked out of stock by the seller, in other subcategories.
  shown.push(await make({ stock: 0 }));
  shown.push(await make({ status: 'out-of-stock' }));
  shown.push(await make({ subcategoryId: subcategoryIds[1] ?? 0 }));
  for (let i = 0; i < 4; i++) shown.push(await make({ subcategoryId: subcategoryIds[2] ?? 0 }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function locs(xml: string, root: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  return xpathTexts(t.db, xml, `/s:${root}/s:${entry}/s:loc/text()`);
}

const itemUrl = (id: number) => `${TEST_ORIGIN}/item/${id}`;

/** Every product address the sitemap lists, file by file, as a crawler walks it from the index. */
async function walkSitemap(): Promise<{ file: string; urls: string[]; lastmods: string[] }[]> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const files = (await locs(index.body, 'sitemapindex')).filter((loc) => loc.includes('/products-'));
  return Promise.all(
    files.map(async (file) => {
      const response = await get(file.slice(TEST_ORIGIN.length));
      expect(response.statusCode).toBe(200);
      return {
        file,
        urls: await locs(response.body, 'urlset'),
        lastmods: await xpathTexts(t.db, response.body, '/s:urlset/s:url/s:lastmod/text()'),
      };
    }),
  );
}

async function updatedAtOf(ids: number[]): Promise<Map<number, string>> {
  const rows = await t.db
    .select({ id: product.id, updatedAt: product.updatedAt })
    .from(product)
    .where(inArray(product.id, ids));
  return new Map(rows.map((row) => [row.id, row.updatedAt.toISOString()]));
}

describe('the sitemap index', () => {
  it('is XML naming the shop pages and each file of products that lists something, by absolute address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const files = [...new Set(shown.map(fileOf))].sort((a, b) => a - b);
    expect(await locs(response.body, 'sitemapindex')).toEqual([
      `${TEST_ORIGIN}/sitemaps/shop.xml`,
      `${TEST_ORIGIN}/sitemaps/sellers.xml`,
      ...files.map((file) => `${TEST_ORIGIN}/sitemaps/products-${file}.xml`),
    ]);
    expect(files).not.toContain(emptyFile);
  });

  it('is kept in memory and revalidated: the same answer is a 304 until the catalog changes', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    // An address with a query string is answered alike but not kept.
    const busted = await get('/sitemap.xml?fresh=1');
    expect(busted.body).toBe(first.body);
    expect(busted.headers.etag).toBeUndefined();
  });
});

describe('the sellers sitemap', () => {
  it("lists the profile of every seller with something for sale, not a banned seller's", async () => {
    const response = await get('/sitemaps/sellers.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = await locs(response.body, 'urlset');
    expect(listed).toContain(`${TEST_ORIGIN}/seller/${seller.id}`);
    expect(listed).not.toContain(`${TEST_ORIGIN}/seller/${bannedSellerId}`);
    expect(listed).not.toContain(`${TEST_ORIGIN}/seller/${admin.id}`);
  });
});

describe('the shop sitemap', () => {
  it('lists the home page, the shop and every subcategory', async () => {
    const response = await get('/sitemaps/shop.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await locs(response.body, 'urlset')).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/shop`,
      `${TEST_ORIGIN}/categories`,
      ...subcategoryIds.map((id) => `${TEST_ORIGIN}/shop/${id}`),
    ]);
  });
});

describe('the product sitemaps', () => {
  it('list every product a visitor may see once, none other, at most 3 a file, in files by id', async () => {
    const files = await walkSitemap();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const { file, urls } of files) {
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      const number = Number(/products-(\d+)\.xml$/.exec(file)?.[1]);
      for (const url of urls) expect(fileOf(Number(url.split('/').at(-1)))).toBe(number);
    }
    const listed = files.flatMap((file) => file.urls);
    expect(listed).toEqual([...shown].sort((a, b) => a - b).map(itemUrl));
    for (const id of hidden) expect(listed).not.toContain(itemUrl(id));
  });

  it('date each product by its last change', async () => {
    const updatedAt = await updatedAtOf(shown);
    for (const { urls, lastmods } of await walkSitemap()) {
      expect(lastmods).toHaveLength(urls.length);
      urls.forEach((url, index) => {
        expect(lastmods[index]).toBe(updatedAt.get(Number(url.split('/').at(-1))));
      });
    }
  });

  it('answer 404 for a file that lists nothing and for an address that names no file', async () => {
    for (const file of [
      String(emptyFile),
      '0',
      '01',
      '999999999999',
      `${Math.ceil(2_147_483_647 / PER_FILE) + 1}`,
    ])
      expect((await get(`/sitemaps/products-${file}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(404);
  });

  it('follow the products as they change: a status change, an approval, a ban', async () => {
    const [toggled] = shown;
    if (toggled === undefined) throw new Error('no product');
    const before = (await updatedAtOf([toggled])).get(toggled);
    const file = `/sitemaps/products-${fileOf(toggled)}.xml`;
    const etag = String((await get(file)).headers.etag);

    // The seller marks it out of stock: still listed, dated anew, and the file is answered anew.
    const toggle = await seller.call('POST', `/api/seller/products/${toggled}/status`);
    expect(toggle.statusCode).toBe(200);
    const after = (await updatedAtOf([toggled])).get(toggled);
    expect(after).not.toBe(before);
    const changed = await get(file, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const lastmods = await xpathTexts(t.db, changed.body, '/s:urlset/s:url/s:lastmod/text()');
    const urls = await locs(changed.body, 'urlset');
    expect(lastmods[urls.indexOf(itemUrl(toggled))]).toBe(after);

    // An administrator approves a pending product: it is listed.
    const approved = hidden[0] ?? 0;
    expect((await admin.call('POST', `/api/admin/products/${approved}/approve`)).statusCode).toBe(200);
    expect((await walkSitemap()).flatMap((f) => f.urls)).toContain(itemUrl(approved));

    // The seller is banned: none of their products is listed, and the index lists no file for them.
    expect((await admin.call('POST', `/api/admin/sellers/${seller.id}/ban`)).statusCode).toBe(200);
    const index = await get('/sitemap.xml');
    expect(await locs(index.body, 'sitemapindex')).toEqual([
      `${TEST_ORIGIN}/sitemaps/shop.xml`,
      `${TEST_ORIGIN}/sitemaps/sellers.xml`,
    ]);
    expect(await locs((await get('/sitemaps/sellers.xml')).body, 'urlset')).not.toContain(
      `${TEST_ORIGIN}/seller/${seller.id}`,
    );
    expect((await get(file)).statusCode).toBe(404);
    expect((await admin.call('POST', `/api/admin/sellers/${seller.id}/unban`)).statusCode).toBe(200);
    expect((await walkSitemap()).flatMap((f) => f.urls)).toContain(itemUrl(toggled));
    // The ban did not count as a change of the products.
    expect((await updatedAtOf([toggled])).get(toggled)).toBe(after);
  });
});

/** RFC 9309: the longest rule that matches a path decides, an Allow winning a tie. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix ?? '' }))
    .filter((rule) => rule.prefix !== '' && path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

/** An address of each page: parameters filled in, as pages.ts builds them. */
function addressOf(key: PageKey): string {
  return pages[key].pattern.replace(/:[^/]+/g, '7');
}

describe('robots.txt', () => {
  it('is plain text for every crawler, kept a day, and names the sitemap by its absolute address', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${TEST_ORIGIN}/sitemap\\.xml$`, 'm'));
  });

  it('keeps crawlers out of the API and of every page only a signed-in person sees', async () => {
    const robots = (await get('/robots.txt')).body;
    const privatePages = pageKeys.filter((key) => !isPublicPage(key));
    for (const path of [
      '/api/products',
      '/api/cart',
      ...privatePages.map(addressOf),
      '/payment?order=1&payment=2',
      '/messenger?c=4',
      '/seller',
      '/seller/products',
      '/seller/balance',
      '/admin/money',
      '/showOrder/12',
    ])
      expect(allowed(robots, path), path).toBe(false);
    expect(privatePages).toEqual(
      expect.arrayContaining([
        'orderReview',
        'payment',
        'myOrders',
        'messenger',
        'profile',
        'adminDashboard',
      ]),
    );
  });

  it('lets them read every public page, its pictures and the sitemap', async () => {
    const robots = (await get('/robots.txt')).body;
    const publicPages = pageKeys.filter(isPublicPage);
    for (const path of [
      ...publicPages.map(addressOf),
      '/shop?page=2',
      // A seller's public profile, beside the seller's own pages.
      '/seller/Xy3_k-9',
      '/seller/Xy3_k-9?page=2',
      '/images/full/key.webp',
      '/sitemap.xml',
    ])
      expect(allowed(robots, path), path).toBe(true);
  });
});
