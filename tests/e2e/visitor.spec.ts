import { expect, test } from './fixtures/market-test';

test('a visitor browses the shop and signs in @mobile', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const laptop = await market.product(seller, { price: 32_000, stock: 1, pictures: 1 });
  await page.goto('/');
  await expect(page.getByText('Your Campus. Your Marketplace. Buy, Sell, Trade')).toBeVisible();
  await page.getByRole('link', { name: 'Browse' }).click();

  await expect(page).toHaveURL(/\/shop$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);

  await page.getByRole('searchbox', { name: 'Search products' }).fill(laptop.name);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  // The laptop is also among the newest on the shop's first page: the results are known by their heading.
  await expect(page.getByRole('heading', { name: `“${laptop.name}”`, level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: laptop.name });
  await expect(card).toContainText('TK 32,000.00');
  await expect(card).toContainText('1 left');
  const picture = card.locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/shop\?q=/);
  const profileMenu = page.getByRole('button', { name: `Profile menu for ${buyer.name}` });
  await expect(profileMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByText(buyer.email)).toBeVisible();

  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a wrong password shows the sign-in error', async ({ page, market, browserErrors }) => {
  // The sign-in is refused (401, which the browser logs).
  browserErrors.expectFailedRequest('/api/auth/sign-in/email', 401);
  const person = await market.account();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign in failed:');
});
