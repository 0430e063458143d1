import type { APIRequestContext, Page } from '@playwright/test';
import { sellerProductSchema } from '../../src/domain/seller-product';
import type { Account } from './fixtures/accounts';
import type { Product } from './fixtures/catalog';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

const heart = (page: Page, product: Product) =>
  page.getByRole('button', { name: `Save ${product.name}`, exact: true });

const card = (page: Page, product: Product) => page.getByRole('article', { name: product.name, exact: true });

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
    exact: true,
  });

/** The seller's product form saved with a new price, as the seller's browser sends it. */
async function setPrice(seller: Account, product: Product, price: number) {
  const form = sellerProductSchema.parse(
    await (await seller.request.get(`/api/seller/products/${product.id}`)).json(),
  );
  const response = await seller.request.put(`/api/seller/products/${product.id}`, {
    data: {
      name: form.name,
      price,
      priceNegotiable: form.priceNegotiable,
      stock: form.stock,
      stockSeen: form.stock,
      condition: form.condition,
      subcategoryId: form.subcategoryId,
      description: form.description,
      detail: form.detail,
      specs: form.specs,
      status: form.status,
    },
  });
  expect(response.ok(), `new price of ${product.name}`).toBe(true);
}

async function saveThroughApi(request: APIRequestContext, product: Product) {
  expect((await request.put(`/api/saved/${product.id}`)).ok(), `save of ${product.name}`).toBe(true);
}

test('a shopper saves from a card and from the item page, finds both at /saved, and removes them @mobile', async ({
  page,
  market,
}) => {
  const token = uniqueToken();
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { name: `Desk lamp ${token}`, price: 900 });
  const mug = await market.product(seller, { name: `Tea mug ${token}`, price: 250 });
  await signInThroughApi(page.request, buyer);

  // From the card of a search's results.
  await page.goto(`/shop?q=${token}`);
  await expect(heart(page, lamp)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(page, lamp)).toBeEnabled();
  await heart(page, lamp).click();
  await expect(heart(page, lamp)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, mug)).toHaveAttribute('aria-pressed', 'false');

  // From the item page, by keyboard.
  await page.goto(`/item/${mug.id}`);
  await expect(heart(page, mug)).toBeEnabled();
  await heart(page, mug).focus();
  await page.keyboard.press('Enter');
  await expect(heart(page, mug)).toHaveAttribute('aria-pressed', 'true');

  // Both at /saved, the latest first.
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved items', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveText([new RegExp(mug.name), new RegExp(lamp.name)]);
  await expect(card(page, lamp)).toContainText('TK 900.00');
  await expectAccessible(page, 'the saved items');

  // Remove one here, the other with its heart.
  await page.getByRole('button', { name: `Remove ${lamp.name} from saved items` }).click();
  await expect(card(page, lamp)).toHaveCount(0);
  await page.goto(`/shop?q=${token}`);
  await expect(heart(page, mug)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, lamp)).toHaveAttribute('aria-pressed', 'false');
  await heart(page, mug).click();
  await expect(heart(page, mug)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/saved');
  await expect(page.getByText(/^Nothing saved yet\./)).toBeVisible();
  await expectAccessible(page, 'no saved items');
});

test('a visitor who presses a heart is asked to log in, and nothing is saved', async ({ page, market }) => {
  const seller = await market.seller();
  const lamp = await market.product(seller, { name: `Reading lamp ${uniqueToken()}` });
  await page.goto(`/item/${lamp.id}`);
  await expect(heart(page, lamp)).toBeEnabled();
  await heart(page, lamp).click();
  await expect(page.getByText('You must be logged in to save items.')).toBeVisible();
  await expect(heart(page, lamp)).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/login/);
});

test('a saved item that gets cheaper rings the bell and shows the drop at /saved @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { name: `Floor lamp ${uniqueToken()}`, price: 1200 });
  await saveThroughApi(buyer.request, lamp);
  await signInThroughApi(page.request, buyer);
  await page.goto('/saved');
  await expect(card(page, lamp)).toContainText('TK 1,200.00');
  await expect(bell(page, 0)).toBeVisible();

  await setPrice(seller, lamp, 1000);

  // The alert is pushed once the job has sent it (every 5 s).
  await expect(bell(page, 1)).toBeVisible({ timeout: 20_000 });
  await bell(page, 1).click();
  const news = page.getByRole('link', { name: `Unread: ${lamp.name} costs less than when you saved it` });
  await expect(news).toBeVisible();
  await expectAccessible(page, 'the notifications', '[role=dialog]');
  await news.click();
  await expect(page).toHaveURL(new RegExp(`/item/${lamp.id}$`));
  await page.goto('/saved');
  await expect(card(page, lamp)).toContainText('TK 1,000.00');
  await expect(card(page, lamp)).toContainText('TK 200.00 less than when you saved it');
});
