import type { Page } from '@playwright/test';
import type { Account } from './fixtures/accounts';
import { expect, type Market, test } from './fixtures/market-test';
import { deliver, review } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';
import { expectTakenOver } from './support/taken-over';

/** A seller with two products for sale, one of which a buyer received and rated 4 stars. */
async function ratedSeller(market: Market) {
  const token = uniqueToken();
  const seller = await market.seller('seller');
  const lamp = await market.product(seller, { name: `Desk lamp ${token}`, price: 640 });
  const kettle = await market.product(seller, { name: `Kettle ${token}`, price: 900 });
  const buyer = await market.account('buyer');
  await deliver(buyer, seller, [{ product: lamp, quantity: 1 }]);
  await review(buyer, lamp, 4, 'Bright and sturdy.');
  return { seller, lamp, kettle, buyer };
}

const profileHeading = (page: Page, seller: Account) =>
  page.getByRole('heading', { level: 1, name: seller.name });

async function expectFigures(page: Page) {
  await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('Rated 4.0 out of 5 from 1 review')).toBeVisible();
  await expect(page.getByText('1 completed sale', { exact: true })).toBeVisible();
}

test("a student goes from an item to its seller's profile: figures, listings and Message @mobile", async ({
  page,
  market,
}) => {
  const { seller, lamp, kettle } = await ratedSeller(market);
  const student = await market.account('student');
  await signInThroughApi(page.request, student);

  await page.goto(`/item/${kettle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: kettle.name })).toBeVisible();
  const sellerLink = page.getByRole('link', { name: seller.name, exact: true });
  await expectTakenOver(sellerLink);
  await sellerLink.click();

  await expect(page).toHaveURL(new RegExp(`/seller/${seller.id}$`));
  await expect(profileHeading(page, seller)).toBeVisible();
  await expect(page).toHaveTitle(`${seller.name} · Campus Market`);
  await expectFigures(page);
  // Too few conversations to say how soon they answer.
  await expect(page.getByText(/^Usually answers/)).toHaveCount(0);
  const listings = page.getByRole('region', { name: 'Listings' });
  await expect(listings.getByText('2 items')).toBeVisible();
  // Newest first, as the shop's cards.
  await expect(listings.getByRole('article')).toHaveCount(2);
  await expect(listings.getByRole('article').nth(0)).toHaveAccessibleName(kettle.name);
  await expect(listings.getByRole('article').nth(1)).toHaveAccessibleName(lamp.name);
  await expectAccessible(page, "a seller's profile");

  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messenger/);
  await expect(page.getByRole('textbox', { name: /message/i })).toBeVisible();
});

test("a seller's own profile offers no Message, and a visitor's Message asks them to sign in @mobile", async ({
  page,
  market,
}) => {
  const seller = await market.seller('seller');
  await market.product(seller, { name: `Stapler ${uniqueToken()}` });

  await page.goto(`/seller/${seller.id}`);
  const message = page.getByRole('link', { name: 'Message', exact: true });
  await expectTakenOver(message);
  await message.click();
  await expect(page).toHaveURL(/\/login/);

  await signInThroughApi(page.request, seller);
  await page.goto(`/seller/${seller.id}`);
  await expect(profileHeading(page, seller)).toBeVisible();
  await expectTakenOver(page.getByRole('region', { name: 'Listings' }).getByRole('article').first());
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
});

test('a seller with nothing for sale shows an empty list @mobile', async ({ page, market }) => {
  const seller = await market.seller('seller');
  await page.goto(`/seller/${seller.id}`);
  await expect(profileHeading(page, seller)).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.getByText('0 completed sales')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listings' }).getByText('No Items Found')).toBeVisible();
  await expectAccessible(page, "an empty seller's profile");
});

test("a banned seller's profile says only that the account is unavailable @mobile", async ({
  page,
  market,
}) => {
  const seller = await market.seller('seller');
  const product = await market.product(seller, { name: `Calculator ${uniqueToken()}` });
  const admin = await market.admin();
  expect((await admin.post(`/api/admin/sellers/${seller.id}/ban`)).ok()).toBe(true);

  const response = await page.goto(`/seller/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This account is unavailable.' })).toBeVisible();
  const html = (await response?.text()) ?? '';
  for (const secret of [seller.name, product.name]) {
    expect(html).not.toContain(secret);
    await expect(page.getByText(secret)).toHaveCount(0);
  }
  const api = await page.request.get(`/api/sellers/${seller.id}`);
  expect(await api.json()).toEqual({ status: 'unavailable' });
  await expectAccessible(page, "a banned seller's profile");
});

test('addresses that name no seller show that there is none', async ({ page, market, browserErrors }) => {
  const student = await market.account('student');
  for (const id of ['abc', '-1', '99999999999999999999999', student.id]) {
    // The page is answered 404, and so is the read the web app then asks for.
    browserErrors.expectFailedRequest(`/seller/${id}`, 404);
    browserErrors.expectFailedRequest(`/api/sellers/${id}`, 404);
    const response = await page.goto(`/seller/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeVisible();
  }
});

test("a seller's name that looks like HTML is shown as text", async ({ page, market, baseURL }) => {
  const seller = await market.seller('seller');
  const name = `<img src=x onerror=alert(1)></script><b>Bold ${uniqueToken()}`;
  const renamed = await seller.request.post('/api/auth/update-user', {
    data: { name },
    headers: { origin: baseURL ?? '' },
  });
  expect(renamed.ok(), 'renamed').toBe(true);
  await market.product(seller, { name: `Ruler ${uniqueToken()}` });

  const response = await page.goto(`/seller/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  expect(await response?.text()).not.toContain('<img src=x');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor follows an item's seller to their drawn profile @mobile", async ({ page, market }) => {
    const { seller, lamp, kettle } = await ratedSeller(market);

    await page.goto(`/item/${lamp.id}`);
    await page.getByRole('link', { name: seller.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${seller.id}$`));
    await expect(profileHeading(page, seller)).toBeVisible();
    await expectFigures(page);
    const listings = page.getByRole('region', { name: 'Listings' });
    await expect(listings.getByRole('article', { name: kettle.name })).toBeVisible();
    await listings.getByRole('link', { name: lamp.name }).click();
    await expect(page).toHaveURL(new RegExp(`/item/${lamp.id}$`));
  });
});
