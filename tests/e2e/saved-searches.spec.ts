import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

const tellMe = (page: Page) =>
  page.getByRole('button', { name: 'Tell me when something new matches', exact: true });

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
    exact: true,
  });

test('a student saves a search, sees it at /saved, and hears of a matching product once it is approved @mobile', async ({
  page,
  market,
}) => {
  const token = uniqueToken();
  const query = `calculator ${token}`;
  const [seller, student] = await Promise.all([market.seller(), market.account('student')]);
  await signInThroughApi(page.request, student);

  // The search finds nothing yet; the student asks to hear when something does.
  await page.goto(`/shop?q=${encodeURIComponent(query)}`);
  await expect(page.getByText('No Items Found')).toBeVisible();
  await expect(tellMe(page)).toBeEnabled();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'false');
  await tellMe(page).click();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved. You will hear once a day when something new matches.')).toBeVisible();
  await expectAccessible(page, 'a saved search on the shop');

  // /saved lists it under Saved searches, a link back to the search.
  await page.goto('/saved');
  const section = page.getByRole('region', { name: 'Saved searches' });
  await expect(section.getByRole('link', { name: `“${query}”` })).toBeVisible();
  await expectAccessible(page, 'the saved searches');

  // A seller lists a matching product; it is told of only once the administrator approves it.
  const product = await market.product(seller, { name: `Graphing calculator ${token}`, approved: false });
  await expect(bell(page, 0)).toBeVisible();
  const admin = await market.admin();
  expect((await admin.post(`/api/admin/products/${product.id}/approve`)).ok(), 'approval').toBe(true);

  // The digest job runs every second on the journeys' server; its line is pushed to the bell.
  await expect(bell(page, 1)).toBeVisible({ timeout: 20_000 });
  await bell(page, 1).click();
  const news = page.getByRole('link', { name: `Unread: 1 new item matches “${query}”` });
  await expect(news).toBeVisible();
  await expectAccessible(page, 'a saved search digest in the notifications', '[role=dialog]');
  await news.click();
  await expect(page).toHaveURL(/\/shop\?q=calculator/);
  await expect(page.getByRole('article', { name: product.name, exact: true })).toBeVisible();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');
});

test('a subcategory is saved with its filters, undone on the shop, and deleted at /saved @mobile', async ({
  page,
  market,
}) => {
  const category = await market.category('Saved searches', ['Calculators']);
  const subcategory = category.subcategories[0];
  if (!subcategory) throw new Error('no subcategory');
  const student = await market.account('student');
  await signInThroughApi(page.request, student);

  await page.goto(`/shop/${subcategory.id}?max=2000`);
  await expect(page.getByRole('heading', { name: 'Calculators', level: 1 })).toBeVisible();
  await expect(tellMe(page)).toBeEnabled();
  await tellMe(page).click();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');
  // Pressed again, it stops.
  await tellMe(page).click();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('You will no longer hear about this search.')).toBeVisible();
  await tellMe(page).click();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  const section = page.getByRole('region', { name: 'Saved searches' });
  await expect(section.getByRole('link', { name: 'Calculators' })).toHaveAttribute(
    'href',
    `/shop/${subcategory.id}?max=2000`,
  );
  await expect(section.getByText('Up to TK 2,000.00')).toBeVisible();
  await section.getByRole('button', { name: 'Delete the saved search Calculators' }).click();
  await expect(section.getByText(/^No saved searches yet\./)).toBeVisible();
  await expectAccessible(page, 'no saved searches');
});

test('pressed again while the search is being saved, it waits, then stops the alerts @mobile', async ({
  page,
  market,
}) => {
  const student = await market.account('student');
  await signInThroughApi(page.request, student);
  await page.goto(`/shop?q=${encodeURIComponent(`lamp ${uniqueToken()}`)}`);
  await expect(tellMe(page)).toBeEnabled();

  // The save is held on its way, as a slow link would.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/saved-searches$/, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  await tellMe(page).click();
  // The first press shows at once, and the button takes no second one until the search is saved.
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(tellMe(page)).toBeDisabled();
  release();
  await expect(page.getByText('Saved. You will hear once a day when something new matches.')).toBeVisible();
  await tellMe(page).click();
  await expect(page.getByText('You will no longer hear about this search.')).toBeVisible();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor who asks to hear of a search signs in and comes back to it @mobile', async ({
  page,
  market,
}) => {
  const student = await market.account('student');
  const query = `bicycle ${uniqueToken()}`;
  await page.goto(`/shop?q=${encodeURIComponent(query)}`);
  await expect(tellMe(page)).toBeEnabled();
  await tellMe(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel(/^Password/).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop\?q=bicycle/);
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(tellMe(page)).toBeEnabled();
  await tellMe(page).click();
  await expect(tellMe(page)).toHaveAttribute('aria-pressed', 'true');
});
