import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createReview, createUser } from '../seed/factories';
import { placeholderImage } from '../seed/placeholder-image';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

// The product page as a search engine reads it: the schema.org Product in its first HTML.
let t: TestApp;
let webRoot: string;
const ids = { reviewed: 0, bare: 0, soldOut: 0, markedOut: 0, pending: 0, bannedSellers: 0, hostile: 0 };

const hostileName = '</script><script>alert(1)</script>';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(webRoot, 'index.html'));
  t = await createTestApp({}, { webRoot });
  const seller = await createUser(t.db, { role: 'seller', name: 'Nusrat Jahan' });
  const banned = await createUser(t.db, { role: 'banned-seller' });
  const books = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks'] });
  const subcategoryId = books.subcategories[0]?.id ?? 0;
  const mine = { sellerId: seller.id, subcategoryId };
  ids.reviewed = (
    await createProduct(
      t.db,
      {
        ...mine,
        name: 'Calculus & Analytic Geometry',
        price: 1250,
        stock: 2,
        condition: 'like_new',
        description: 'Eighth edition, every exercise solved in pencil.',
        images: [await placeholderImage(1), await placeholderImage(2)],
      },
      t.images,
    )
  ).id;
  for (const rating of [4, 5]) {
    const buyer = await createUser(t.db);
    await createReview(t.db, { productId: ids.reviewed, userId: buyer.id, rating });
  }
  ids.bare = (
    await createProduct(t.db, { ...mine, name: 'Plain mug', price: 90, description: '  ', condition: 'new' })
  ).id;
  ids.soldOut = (
    await createProduct(t.db, { ...mine, name: 'Sold out kettle', stock: 0, condition: 'for_parts' })
  ).id;
  ids.markedOut = (await createProduct(t.db, { ...mine, name: 'Resting fan', status: 'out-of-stock' })).id;
  ids.pending = (await createProduct(t.db, { ...mine, name: 'Pending lamp', status: 'pending' })).id;
  ids.bannedSellers = (
    await createProduct(t.db, { sellerId: banned.id, subcategoryId, name: 'Banned desk' })
  ).id;
  ids.hostile = (await createProduct(t.db, { ...mine, name: hostileName, description: hostileName })).id;
});

afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (id: number) => t.app.inject({ method: 'GET', url: `/item/${id}` });

/**
 * The script elements of a page as a browser's tokenizer finds them: each runs from its start tag to the first
 * `</script` after it, whatever it holds. Text that ends one early shows here as an element too many.
 */
function scripts(html: string): { type: string | undefined; text: string }[] {
  const found: { type: string | undefined; text: string }[] = [];
  const start = /<script\b([^>]*)>/gi;
  const lower = html.toLowerCase();
  for (let match = start.exec(html); match; match = start.exec(html)) {
    const end = lower.indexOf('</script', start.lastIndex);
    found.push({ type: /type="([^"]*)"/.exec(match[1] ?? '')?.[1], text: html.slice(start.lastIndex, end) });
    start.lastIndex = end;
  }
  return found;
}

/** The page's JSON-LD, parsed, or undefined when it has none. */
function jsonLd(html: string): Record<string, unknown> | undefined {
  const found = scripts(html).filter((script) => script.type === 'application/ld+json');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] && JSON.parse(found[0].text);
}

describe("a product page's structured data", () => {
  it('names the product, its pictures, its price in taka, its stock, its rating and its seller', async () => {
    const response = await page(ids.reviewed);
    expect(response.statusCode).toBe(200);
    const data = jsonLd(response.body);
    const url = `${TEST_ORIGIN}/item/${ids.reviewed}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url,
      sku: String(ids.reviewed),
      name: 'Calculus & Analytic Geometry',
      description: 'Eighth edition, every exercise solved in pencil.',
      category: 'Books > Textbooks',
      offers: {
        '@type': 'Offer',
        url,
        price: '1250.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: 'Nusrat Jahan' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
    // The pictures in the page's order, as absolute addresses that are served.
    const detail = (await t.app.inject({ url: `/api/products/${ids.reviewed}` })).json();
    const images = data?.image;
    expect(images).toEqual(detail.images.map((key: string) => `${TEST_ORIGIN}/images/full/${key}.webp`));
    for (const image of images as string[])
      expect((await t.app.inject({ url: image.slice(TEST_ORIGIN.length) })).statusCode).toBe(200);
  });

  it('leaves out a rating no one gave, pictures there are none of, and a blank description', async () => {
    const data = jsonLd((await page(ids.bare)).body);
    expect(data).toMatchObject({ name: 'Plain mug', offers: { price: '90.00' } });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });

  it.each([
    ['new', () => ids.bare, 'https://schema.org/NewCondition'],
    ['like new', () => ids.reviewed, 'https://schema.org/UsedCondition'],
    ['for parts', () => ids.soldOut, 'https://schema.org/DamagedCondition'],
  ])("names a product's condition, %s, as schema.org's", async (_, id, itemCondition) => {
    expect(jsonLd((await page(id())).body)).toMatchObject({ offers: { itemCondition } });
  });

  it.each([
    ['with no stock left', () => ids.soldOut],
    ['its seller marked out of stock', () => ids.markedOut],
  ])('says a product %s is out of stock', async (_, id) => {
    const data = jsonLd((await page(id())).body);
    expect(data).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it.each([
    ['awaiting approval', () => ids.pending],
    ["of a banned seller's", () => ids.bannedSellers],
    ['missing', () => 2_000_000_000],
  ])('is not written for a product %s', async (_, id) => {
    const response = await page(id());
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('application/ld+json');
    expect(response.body).not.toMatch(/Pending lamp|Banned desk/);
  });

  it('is not written on the other pages', async () => {
    for (const url of ['/', '/shop', '/login', '/profile'])
      expect((await t.app.inject({ url })).body).not.toContain('application/ld+json');
  });

  it('keeps a product name that closes the script inside it, as data', async () => {
    const html = (await page(ids.hostile)).body;
    // The app's script, the page's answers and the JSON-LD, and nothing the name opened.
    expect(
      scripts(html)
        .map((script) => script.type)
        .sort(),
    ).toEqual(['application/json', 'application/ld+json', 'module']);
    expect(html).not.toContain('<script>alert(1)');
    const [ld] = scripts(html).filter((script) => script.type === 'application/ld+json');
    // Not a single `<`: nothing in it can end the element or open a comment that would keep it from ending.
    expect(ld?.text).not.toContain('<');
    expect(ld?.text).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(jsonLd(html)).toMatchObject({ name: hostileName, description: hostileName });
  });
});
