import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPage, publicPageDescriptions } from '../../domain/page-descriptions';
import { documentTitle, SITE_DESCRIPTION } from '../../domain/page-heads';
import { type PageKey, pageKeys, pages } from '../../domain/pages';
import { createCategory, createProduct, createUser } from '../seed/factories';
import { placeholderImage } from '../seed/placeholder-image';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

// The pages as a client that runs no script reads them: a crawler, a link preview, a slow phone's first paint.
let t: TestApp;
let webRoot: string;
let subcategoryId: number;
const ids = { active: 0, hostile: 0, pending: 0, bannedSellers: 0, bare: 0 };
const people = { seller: '', banned: '', hostile: '', student: '' };

const hostileName = '"><script>alert(1)</script>';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(webRoot, 'index.html'));
  t = await createTestApp({}, { webRoot });
  const seller = await createUser(t.db, { role: 'seller' });
  const banned = await createUser(t.db, { role: 'banned-seller', name: 'Banned Seller Name' });
  people.seller = seller.id;
  people.banned = banned.id;
  people.hostile = (await createUser(t.db, { role: 'seller', name: hostileName })).id;
  people.student = (await createUser(t.db)).id;
  const books = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks'] });
  subcategoryId = books.subcategories[0]?.id ?? 0;
  const mine = { sellerId: seller.id, subcategoryId };
  ids.active = (
    await createProduct(
      t.db,
      {
        ...mine,
        name: 'Calculus & Analytic Geometry',
        price: 1250,
        description: `Eighth edition, every exercise solved in pencil. ${'Clean pages. '.repeat(30)}`,
        images: [await placeholderImage(1), await placeholderImage(2)],
      },
      t.images,
    )
  ).id;
  ids.hostile = (await createProduct(t.db, { ...mine, name: hostileName, description: hostileName })).id;
  ids.pending = (await createProduct(t.db, { ...mine, name: 'Pending lamp', status: 'pending' })).id;
  ids.bannedSellers = (
    await createProduct(t.db, { sellerId: banned.id, subcategoryId, name: 'Banned desk' })
  ).id;
  ids.bare = (await createProduct(t.db, { ...mine, name: 'Plain mug' })).id;
});

afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const found = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
}

/** The answers the page carries for its first reads, by address; what the web app reads (web/api/page-data.ts). */
function pageData(html: string): Record<string, unknown> {
  const found = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/);
  return found?.[1] === undefined ? {} : JSON.parse(found[1]);
}

function title(html: string): string | undefined {
  const found = html.match(/<title>([^<]*)<\/title>/);
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
}

describe('the product page', () => {
  it('carries the link preview of an active product', async () => {
    const response = await page(`/item/${ids.active}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const url = `${TEST_ORIGIN}/item/${ids.active}`;
    expect(title(html)).toBe('Calculus & Analytic Geometry · Campus Market');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:title')).toBe('Calculus & Analytic Geometry');
    expect(meta(html, 'property', 'og:url')).toBe(url);
    const description = meta(html, 'property', 'og:description') ?? '';
    expect(description).toMatch(
      /^TK 1,250\.00 · Eighth edition, every exercise solved in pencil\. Clean pages\./,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(meta(html, 'name', 'description')).toBe(description);
    expect(meta(html, 'property', 'product:price:amount')).toBe('1250.00');
    expect(meta(html, 'property', 'product:price:currency')).toBe('BDT');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:data1')).toBe('TK 1,250.00');

    const image = meta(html, 'property', 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/images/full/[^/]+\\.webp$`));
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    const picture = image.slice(TEST_ORIGIN.length);
    const phonePicture = picture.replace('/images/full/', '/images/main/');
    // The preload offers the phone's size and the large one, chosen by the width the gallery draws at.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${picture}" imagesrcset="${phonePicture} 800w, ${picture} 1600w" imagesizes="(min-width: 62em) 50vw, 100vw" fetchpriority="high" />`,
    );
    // The pictures it names are the ones the product page shows first, and they are served.
    expect((await page(picture)).statusCode).toBe(200);
    expect((await page(phonePicture)).statusCode).toBe(200);
    // The built shell's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes a hostile product name as inert text', async () => {
    const response = await page(`/item/${ids.hostile}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    // The app's script, the product's answer and its JSON-LD, which hold the name as data: no fourth script.
    expect(response.body.match(/<script/g)).toHaveLength(3);
    expect(pageData(response.body)[`/api/products/${ids.hostile}`]).toMatchObject({ name: hostileName });
    expect(response.body).toContain('content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(meta(response.body, 'property', 'og:title')).toBe(hostileName);
    expect(title(response.body)).toBe(`${hostileName} · Campus Market`);
  });

  it('offers a product without pictures as a small card, with nothing to preload', async () => {
    const html = (await page(`/item/${ids.bare}`)).body;
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(meta(html, 'property', 'og:image')).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
  });

  it.each([
    ['pending', () => ids.pending],
    ["a banned seller's", () => ids.bannedSellers],
    ['missing', () => 2_000_000_000],
  ])('answers a %s product with 404 and the plain shell', async (_, id) => {
    const response = await page(`/item/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(title(response.body)).toBe('Campus Market');
    expect(response.body).not.toContain('og:');
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.body).not.toMatch(/Pending lamp|Banned desk/);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers an id that names no row with 404', async () => {
    for (const id of ['abc', '0', '99999999999']) expect((await page(`/item/${id}`)).statusCode).toBe(404);
  });
});

describe('the other pages', () => {
  it('names the subcategory of a shop page', async () => {
    const response = await page(`/shop/${subcategoryId}?page=2`);
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe('Textbooks · Campus Market');
    expect(meta(response.body, 'name', 'description')).toBe(
      'Textbooks in Books. Browse what students on your campus are selling.',
    );
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/shop/${subcategoryId}" />`);
  });

  it('answers an unknown subcategory and an unknown path with 404', async () => {
    expect((await page('/shop/2000000000')).statusCode).toBe(404);
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(title(unknown.body)).toBe('Page not found · Campus Market');
  });

  it.each([
    ['/', 'Campus Market', 'Campus Market: buy, sell and trade with students on your campus.'],
    ['/shop', 'Shop · Campus Market', 'Browse what students on your campus are selling, newest first.'],
    [
      '/categories',
      'Categories · Campus Market',
      'Every category of what students on your campus are selling.',
    ],
    ['/login', 'Login · Campus Market', 'Log in to Campus Market or sign up with your campus email.'],
  ])('gives %s its title, description and canonical address', async (url, expectedTitle, description) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe(expectedTitle);
    expect(meta(response.body, 'name', 'description')).toBe(description);
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${url}" />`);
  });

  it('gives a page one canonical address however its path was written', async () => {
    const response = await page('/Shop/?sort=price-asc');
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/shop" />`);
  });

  it('titles search results by what was searched, escaped, and keeps them out of search engines', async () => {
    const response = await page(`/shop?q=${encodeURIComponent('<b>lamp</b>')}`);
    expect(title(response.body)).toBe('<b>lamp</b> · Campus Market');
    expect(response.body).not.toContain('<b>');
    expect(meta(response.body, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['/messenger', 'Messages · Campus Market'],
    ['/seller/products', 'My Products · Campus Market'],
    ['/admin/sellers/pending', 'Pending Sellers · Campus Market'],
    ['/update-product/5', 'Update Product · Campus Market'],
    ['/showOrder/12', 'Order · Campus Market'],
  ])('gives the signed-in page %s its title and no place in search engines', async (url, expectedTitle) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe(expectedTitle);
    expect(meta(response.body, 'name', 'robots')).toBe('noindex');
    expect(response.body).not.toContain('rel="canonical"');
  });

  /** An address of each page that takes parameters; the others' pattern is their one address. */
  const addresses: Partial<Record<PageKey, () => string>> = {
    subcategory: () => pages.subcategory.path(subcategoryId),
    item: () => pages.item.path(ids.active),
    resetPassword: () => pages.resetPassword.path('token'),
    updateProduct: () => pages.updateProduct.path(ids.active),
    payment: () => pages.payment.path(1, 1),
    order: () => pages.order.path(1),
    sellerProfile: () => pages.sellerProfile.path(people.seller),
  };

  it.each(pageKeys)('answers the page %s of the table with its head', async (key) => {
    const { title: pageTitle, pattern } = pages[key];
    const response = await page(addresses[key]?.() ?? pattern);
    expect(response.statusCode).toBe(200);
    if (pageTitle !== null) {
      expect(title(response.body)).toBe(documentTitle(pageTitle));
      expect(meta(response.body, 'name', 'description')).toBe(
        isPublicPage(key) ? publicPageDescriptions[key] : SITE_DESCRIPTION,
      );
    }
    expect(meta(response.body, 'name', 'robots')).toBe(isPublicPage(key) ? undefined : 'noindex');
  });

  it('still refuses unknown API and image paths as JSON', async () => {
    const response = await page('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe("a seller's profile", () => {
  it('is titled by the seller and described by how long they are a member', async () => {
    const response = await page(pages.sellerProfile.path(people.seller));
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toMatch(/^Test User \d+ · Campus Market$/);
    expect(meta(response.body, 'name', 'description')).toMatch(
      /^Test User \d+ sells on Campus Market, a member since \w+ \d{4}: their listings, rating and completed sales\.$/,
    );
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/seller/${people.seller}" />`);
    expect(meta(response.body, 'name', 'robots')).toBeUndefined();
  });

  it('of a banned seller says only that the account is unavailable, and keeps out of search engines', async () => {
    const response = await page(pages.sellerProfile.path(people.banned));
    expect(response.statusCode).toBe(200);
    expect(title(response.body)).toBe('Account unavailable · Campus Market');
    expect(meta(response.body, 'name', 'robots')).toBe('noindex');
    expect(response.body).not.toMatch(/Banned Seller Name|Banned desk/);
    expect(pageData(response.body)).toEqual({ [`/api/sellers/${people.banned}`]: { status: 'unavailable' } });
  });

  it('writes a hostile name as inert text', async () => {
    const response = await page(pages.sellerProfile.path(people.hostile));
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(title(response.body)).toBe(`${hostileName} · Campus Market`);
  });

  it('is not found for a student, an unknown id or an odd one', async () => {
    for (const id of [people.student, 'abc', '-1', '99999999999999999999', '%3Cb%3E', 'x'.repeat(101)]) {
      const response = await page(`/seller/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(pageData(response.body)).toEqual({});
    }
  });

  it("carries the seller's answer for the page of listings its address names", async () => {
    const html = (await page(`${pages.sellerProfile.path(people.seller)}?page=2`)).body;
    const read = `/api/sellers/${people.seller}?page=2`;
    expect(pageData(html)).toEqual({ [read]: (await page(read)).json() });
  });
});

describe('the answers a page carries for its first reads', () => {
  const api = async (url: string) => (await page(url)).json();

  it("carries the product's answer on its page, as the API gives it", async () => {
    const html = (await page(`/item/${ids.active}`)).body;
    expect(pageData(html)).toEqual({
      [`/api/products/${ids.active}`]: await api(`/api/products/${ids.active}`),
    });
  });

  it('carries the categories and the listing the address asks for, and preloads its first picture', async () => {
    const html = (await page(`/shop/${subcategoryId}?sort=price-asc&page=1`)).body;
    const listing = `/api/products?subcategoryId=${subcategoryId}&sort=price-asc&page=1`;
    const data = pageData(html);
    expect(Object.keys(data).sort()).toEqual(['/api/categories', listing]);
    expect(data['/api/categories']).toEqual(await api('/api/categories'));
    expect(data[listing]).toEqual(await api(listing));
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/card\/[^"]+\.webp" fetchpriority="high" \/>/,
    );
  });

  it('carries the categories on the page of all categories', async () => {
    const data = pageData((await page('/categories')).body);
    expect(data).toEqual({ '/api/categories': await api('/api/categories') });
  });

  it('reads an odd address as the web app does: the default order and the first page', async () => {
    const data = pageData((await page('/shop?sort=cheapest&page=-3')).body);
    expect(Object.keys(data)).toContain('/api/products?sort=newest&page=1');
  });

  it('carries nothing a visitor may not see, nor for a search or a page without reads', async () => {
    for (const url of [`/item/${ids.pending}`, `/item/${ids.bannedSellers}`, '/shop?q=lamp', '/', '/login'])
      expect(pageData((await page(url)).body)).toEqual({});
  });

  it('writes every < of the answers as its escape, so no text in them ends the script', async () => {
    const html = (await page(`/shop/${subcategoryId}`)).body;
    const script = html.slice(
      html.indexOf('id="page-data">'),
      html.indexOf('</script>', html.indexOf('id="page-data">')),
    );
    expect(script).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(script).not.toMatch(/<(?!\/script)/);
  });
});
