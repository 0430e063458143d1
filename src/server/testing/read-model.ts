import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { pages } from '../../domain/pages';
import { visitor } from '../auth/viewer';
import { findProductDetail } from '../features/catalog/product-detail';
import { listActiveProducts, listCategories } from '../features/catalog/service';
import { ProductSearch } from '../features/search/service';
import { findSimilarProducts } from '../features/search/similar-products';
import {
  productSitemapXml,
  type SitemapDeps,
  shopSitemapXml,
  sitemapIndexXml,
} from '../features/search-engines/sitemap';
import {
  productSitemapPath,
  SHOP_SITEMAP_PATH,
  SITEMAP_PATH,
} from '../features/search-engines/sitemap-paths';
import { SITEMAP_URLS_MAX } from '../features/search-engines/sitemap-xml';
import { createCategory, createPaidOrder, createProduct } from '../seed/factories';
import { firstCardPicture, pageReads } from '../web/page-data';
import { type HeadTags, htmlShell } from '../web/page-head';
import { pageJsonLd } from '../web/product-json-ld';
import { pageAnswerFor } from '../web/route-heads';
import { blankPng } from './blank-png';
import { multipart } from './multipart';
import { type Shopper, signedIn } from './shop';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** A folder holding the web app's index.html, enough for the server to answer pages. */
export function bareWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(root, 'index.html'));
  return root;
}

type Answer = { status: number; body: string };

/**
 * The catalog a model run plays with: two sellers with three products each in two subcategories, an administrator,
 * and a buyer who has received every product (so may review it). `writer` is the app written through.
 */
export async function modelCatalog(writer: TestApp) {
  const admin = await signedIn(writer, 'admin');
  const sellers = [await signedIn(writer, 'seller'), await signedIn(writer, 'seller')];
  const buyer = await signedIn(writer);
  const { id: categoryId, subcategories } = await createCategory(writer.db, {
    name: 'Desk things',
    subcategories: ['Lamps', 'Fans'],
  });
  const subcategoryIds = subcategories.map((sub) => sub.id);
  const products: { id: number; seller: Shopper; images: number[] }[] = [];
  for (const [index, seller] of sellers.entries())
    for (const name of ['Desk lamp', 'Table fan', 'Lamp shade']) {
      const created = await createProduct(writer.db, {
        sellerId: seller.id,
        subcategoryId: subcategoryIds[index % 2] ?? 0,
        name: `${name} ${index + 1}`,
        stock: 5,
      });
      products.push({ id: created.id, seller, images: [] });
    }
  await createPaidOrder(writer.db, { buyerId: buyer.id, items: products.map((p) => ({ productId: p.id })) });
  return { admin, sellers, buyer, categoryId, subcategoryIds, products };
}

type Catalog = Awaited<ReturnType<typeof modelCatalog>>;

/** The visitors' reads the cache serves, over the model's catalog. */
function readUrls(catalog: Catalog): string[] {
  const [sub = 0] = catalog.subcategoryIds;
  return [
    '/api/products',
    '/api/products?sort=price-asc',
    `/api/products?subcategoryId=${sub}`,
    ...catalog.products.map((p) => `/api/products/${p.id}`),
    ...catalog.products.map((p) => `/api/products/${p.id}/similar`),
    '/api/categories',
    '/api/search?q=lamp',
    '/api/search?q=tabel%20fan',
    pages.home.path(),
    pages.subcategory.path(sub),
    ...catalog.products.map((p) => pages.item.path(p.id)),
    SITEMAP_PATH,
    SHOP_SITEMAP_PATH,
    productSitemapPath(1),
  ];
}

/** What the database says the read should answer now, computed without the cache. */
async function truth(t: TestApp, url: string, shell: (tags: HeadTags) => string): Promise<Answer> {
  const { pathname, searchParams } = new URL(url, TEST_ORIGIN);
  const query = Object.fromEntries(searchParams);
  const json = (value: unknown): Answer => ({ status: 200, body: JSON.stringify(value) });
  if (pathname === '/api/products') return json(await listActiveProducts(t.db, query as never));
  if (pathname === '/api/categories') return json(await listCategories(t.db));
  if (pathname === '/api/search') return json(await new ProductSearch(t.db).search(query as never));
  const sitemap: SitemapDeps = { db: t.db, publicUrl: TEST_ORIGIN, productsPerFile: SITEMAP_URLS_MAX };
  const xml = (text: string | undefined): Answer =>
    text ? { status: 200, body: text } : { status: 404, body: '' };
  if (pathname === SITEMAP_PATH) return xml(await sitemapIndexXml(sitemap));
  if (pathname === SHOP_SITEMAP_PATH) return xml(await shopSitemapXml(sitemap));
  if (pathname === productSitemapPath(1)) return xml(await productSitemapXml(sitemap, 1));
  const similar = /^\/api\/products\/(\d+)\/similar$/.exec(pathname);
  if (similar) {
    const found = await findSimilarProducts(t.db, new ProductSearch(t.db), Number(similar[1]));
    return found ? json(found) : { status: 404, body: '' };
  }
  const detail = /^\/api\/products\/(\d+)$/.exec(pathname);
  if (detail) {
    const found = await findProductDetail(t.db, Number(detail[1]), visitor);
    return found ? json(found) : { status: 404, body: '' };
  }
  const page = await pageAnswerFor(t.db, TEST_ORIGIN, url);
  if (page.status !== 200) return { status: page.status, body: shell(page.tags) };
  // The answers the page carries, each as the database says it now.
  const pageData: Record<string, unknown> = {};
  for (const read of pageReads(new URL(url, TEST_ORIGIN))) {
    const answer = await truth(t, read, shell);
    if (answer.status === 200) pageData[read] = JSON.parse(answer.body);
  }
  const preloadImage = page.tags.preloadImage ?? firstCardPicture(pageData);
  const jsonLd = pageJsonLd(page.page, pageData, TEST_ORIGIN);
  return { status: 200, body: shell({ ...page.tags, pageData, preloadImage, jsonLd }) };
}

const pageDataScript = /<script type="application\/json" id="page-data">([^<]*)<\/script>/;

/** A page's HTML apart from the answers it carries, and those answers: the same data may list its keys in another order. */
function splitPage(html: string): { html: string; data: unknown } {
  const found = pageDataScript.exec(html);
  return { html: html.replace(pageDataScript, ''), data: found?.[1] ? JSON.parse(found[1]) : {} };
}

function expectSame(url: string, response: { status: number; body: string }, expected: Answer): void {
  expect({ url, status: response.status }).toEqual({ url, status: expected.status });
  if (expected.status !== 200) return;
  if (url.startsWith('/api/')) expect(JSON.parse(response.body)).toEqual(JSON.parse(expected.body));
  else expect(splitPage(response.body)).toEqual(splitPage(expected.body));
}

type Write =
  | { kind: 'edit'; product: number; price: number; stockChange: number; rename: boolean }
  | { kind: 'toggle'; product: number }
  | { kind: 'approve'; product: number }
  | { kind: 'admin-status'; product: number; status: number }
  | { kind: 'ban' | 'unban'; seller: number }
  | { kind: 'review'; product: number; rating: number }
  | { kind: 'add-image' | 'remove-image'; product: number }
  | { kind: 'add-category'; name: number }
  | { kind: 'add-subcategory'; name: number };

type Step =
  | { kind: 'read'; url: number; revalidate: boolean; reader: number }
  | { kind: 'write'; write: Write }
  | { kind: 'race'; write: Write; url: number; reader: number };

const PRODUCTS = 6;

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    product: fc.nat(PRODUCTS - 1),
    price: fc.integer({ min: 1, max: 5000 }),
    stockChange: fc.integer({ min: -3, max: 3 }),
    rename: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('toggle' as const), product: fc.nat(PRODUCTS - 1) }),
  fc.record({ kind: fc.constant('approve' as const), product: fc.nat(PRODUCTS - 1) }),
  fc.record({ kind: fc.constant('admin-status' as const), product: fc.nat(PRODUCTS - 1), status: fc.nat(1) }),
  fc.record({ kind: fc.constantFrom('ban' as const, 'unban' as const), seller: fc.nat(1) }),
  fc.record({
    kind: fc.constant('review' as const),
    product: fc.nat(PRODUCTS - 1),
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constantFrom('add-image' as const, 'remove-image' as const),
    product: fc.nat(PRODUCTS - 1),
  }),
  fc.record({
    kind: fc.constantFrom('add-category' as const, 'add-subcategory' as const),
    name: fc.nat(1_000_000),
  }),
);

function stepArb(urls: number, readers: number): fc.Arbitrary<Step> {
  const url = fc.nat(urls - 1);
  const reader = fc.nat(readers - 1);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('read' as const), url, revalidate: fc.boolean(), reader }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('write' as const), write: writeArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('race' as const), write: writeArb, url, reader }) },
  );
}

/** Performs a write as its person would, through the app's routes; a refusal (4xx) is a fine outcome. */
async function perform(writer: TestApp, catalog: Catalog, write: Write): Promise<LightMyRequestResponse> {
  const { admin, buyer } = catalog;
  switch (write.kind) {
    case 'edit': {
      const product = catalog.products[write.product];
      if (!product) throw new Error('no product');
      const form = (await product.seller.call('GET', `/api/seller/products/${product.id}`)).json();
      return product.seller.call('PUT', `/api/seller/products/${product.id}`, {
        ...form,
        name: write.rename ? `${form.name} x` : form.name,
        price: write.price,
        stock: Math.max(0, form.stock + write.stockChange),
        stockSeen: form.stock,
      });
    }
    case 'toggle': {
      const product = catalog.products[write.product];
      if (!product) throw new Error('no product');
      return product.seller.call('POST', `/api/seller/products/${product.id}/status`);
    }
    case 'approve':
      return admin.call('POST', `/api/admin/products/${catalog.products[write.product]?.id}/approve`);
    case 'admin-status':
      return admin.call('PUT', `/api/admin/products/${catalog.products[write.product]?.id}/status`, {
        status: write.status === 0 ? 'active' : 'out-of-stock',
      });
    case 'ban':
    case 'unban':
      return admin.call('POST', `/api/admin/sellers/${catalog.sellers[write.seller]?.id}/${write.kind}`);
    case 'review': {
      const id = catalog.products[write.product]?.id;
      const review = { comment: `Rated ${write.rating}`, rating: write.rating };
      const created = await buyer.call('POST', `/api/products/${id}/reviews`, review);
      return created.statusCode === 409
        ? buyer.call('PUT', `/api/products/${id}/reviews/mine`, review)
        : created;
    }
    case 'add-image': {
      const product = catalog.products[write.product];
      if (!product) throw new Error('no product');
      const body = await multipart(blankPng(8, 8));
      const response = await writer.app.inject({
        method: 'POST',
        url: `/api/seller/products/${product.id}/images`,
        headers: { cookie: product.seller.cookie, 'content-type': body.contentType, origin: TEST_ORIGIN },
        payload: body.payload,
      });
      if (response.statusCode === 201) product.images.push(response.json().id);
      return response;
    }
    case 'remove-image': {
      const product = catalog.products[write.product];
      const image = product?.images.pop();
      if (!product || image === undefined) return admin.call('GET', '/api/categories');
      return product.seller.call('DELETE', `/api/seller/products/${product.id}/images/${image}`);
    }
    case 'add-category':
      return admin.call('POST', '/api/admin/categories', {
        name: `Shelf ${write.name}`,
        subcategories: ['Misc'],
      });
    case 'add-subcategory':
      return admin.call('POST', `/api/admin/categories/${catalog.categoryId}/subcategories`, {
        subcategories: [`Corner ${write.name}`],
      });
  }
}

/**
 * Random interleavings of writes (prices, stock, status, approvals, bans, reviews, images, categories) with
 * visitors' reads through `readers`, each read compared with what the database says at that moment; a read
 * racing a write may answer either side, and the next read must be current. Reads sent with the ETag of an
 * earlier answer must be answered 304 only when that answer is still current.
 */
export async function checkReadsAgainstDatabase(
  writer: TestApp,
  readers: TestApp[],
  catalog: Catalog,
  { runs }: { runs: number },
): Promise<void> {
  const urls = readUrls(catalog);
  const shell = htmlShell(readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8'));
  const seen = new Map<string, { etag: string; body: string }>();
  const read = async (reader: TestApp, url: string, revalidate: boolean) => {
    const earlier = seen.get(url);
    const response = await reader.app.inject({
      url,
      headers: revalidate && earlier ? { 'if-none-match': earlier.etag } : {},
    });
    const answer =
      response.statusCode === 304 && earlier
        ? { status: 200, body: earlier.body }
        : { status: response.statusCode, body: response.body };
    const etag = response.headers.etag;
    if (response.statusCode === 200 && typeof etag === 'string') seen.set(url, { etag, body: response.body });
    return answer;
  };
  const check = async (reader: number, urlIndex: number, revalidate: boolean) => {
    const url = urls[urlIndex] ?? '/';
    const app = readers[reader] ?? writer;
    expectSame(url, await read(app, url, revalidate), await truth(writer, url, shell));
  };
  await fc.assert(
    fc.asyncProperty(
      fc.array(stepArb(urls.length, readers.length), { minLength: 5, maxLength: 25 }),
      async (steps) => {
        for (const step of steps) {
          if (step.kind === 'read') await check(step.reader, step.url, step.revalidate);
          if (step.kind === 'write')
            expect((await perform(writer, catalog, step.write)).statusCode).toBeLessThan(500);
          if (step.kind === 'race') {
            const url = urls[step.url] ?? '/';
            const [written] = await Promise.all([
              perform(writer, catalog, step.write),
              read(readers[step.reader] ?? writer, url, false),
            ]);
            expect(written.statusCode).toBeLessThan(500);
            await check(step.reader, step.url, false);
          }
        }
        // Everything once more at the end of a run, each both fresh and revalidated.
        for (const [index] of urls.entries())
          for (const reader of readers.keys()) {
            await check(reader, index, false);
            await check(reader, index, true);
          }
      },
    ),
    { numRuns: runs },
  );
}
