import type { Locator } from '@playwright/test';
import { expect, type Market, test } from './fixtures/market-test';
import { hold } from './support/hold-requests';
import { itemAddToCart } from './support/item-add-to-cart';

/** A product with a picture, alone in a subcategory of its own. */
async function lampWithPicture(market: Market) {
  const lamps = await market.category('Lamps', ['Desk lamps']);
  const deskLamps = lamps.subcategories[0]?.id;
  const seller = await market.seller();
  return { deskLamps, product: await market.product(seller, { pictures: 1, subcategoryId: deskLamps }) };
}

const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an item page opened from the shop on a slow link shows its skeleton and the progress bar, then the product @mobile', async ({
  page,
  market,
}) => {
  const { deskLamps, product } = await lampWithPicture(market);
  await page.goto(`/shop/${deskLamps}`);
  // The script has taken over the page the server drew: a link now opens the next page in place.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
  const release = await hold(page, `**/api/products/${product.id}`);

  await page.getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('status', { name: 'Loading product' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading product' })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a shop or item page opened from a link draws from the answers it came with, without asking for them again', async ({
  page,
  market,
}) => {
  const { deskLamps, product } = await lampWithPicture(market);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/categories' || pathname.startsWith('/api/products')) asked.push(pathname);
  });

  await page.goto(`/shop/${deskLamps}`);
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Desk lamps' })).toBeVisible();
  // Once the script has taken the page over, it has still asked for nothing.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
  await page.goto(`/item/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Desk lamps' })).toBeVisible();
  await expect(itemAddToCart(page)).toBeEnabled();
  // Below the product, its reviews and similar items are asked for: they are not among the page's answers.
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  expect(asked.filter((pathname) => !/\/(reviews|similar)$/.test(pathname))).toEqual([]);
});

test('product pictures keep their place while they load, on a light placeholder @mobile', async ({
  page,
  market,
}) => {
  const { deskLamps, product } = await lampWithPicture(market);
  const release = await hold(page, /\/images\//);

  // The pictures are in the page the server drew: it is there before they are.
  await page.goto(`/shop/${deskLamps}`, { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('article', { name: product.name }).locator('img');
  await expect(card).toHaveAttribute('fetchpriority', 'high');
  await expect(card).toHaveAttribute('decoding', 'async');
  const cardBox = await card.boundingBox();
  expect(await loaded(card)).toBe(false);
  expect(cardBox?.height).toBeGreaterThan(100);

  await page.getByRole('link', { name: product.name }).click();
  const main = page.getByRole('img', { name: product.name });
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  const mainBox = await main.boundingBox();
  expect(await loaded(main)).toBe(false);
  expect(mainBox?.height).toBeGreaterThan(100);
  await expect(main).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  release();
  await expect.poll(() => loaded(main)).toBe(true);
  expect(await main.boundingBox()).toEqual(mainBox);
  // The browser fetched the phone-sized picture wherever it fills the frame.
  await expect(main).toHaveAttribute('srcset', /\/images\/main\/\S+ 800w, \/images\/full\/\S+ 1600w/);
  const needed = (mainBox?.width ?? 0) * (await page.evaluate(() => window.devicePixelRatio));
  const fetched = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(fetched).toMatch(needed <= 800 ? /\/images\/main\// : /\/images\/(main|full)\//);
});
