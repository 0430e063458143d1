import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

test('a visitor browses the shop and signs in as the demo buyer @mobile', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByText('Your Campus. Your Marketplace. Buy, Sell, Trade')).toBeVisible();
  await page.getByRole('link', { name: 'Browse' }).click();

  await expect(page).toHaveURL(/\/shop$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(10);
  await expect(page.getByRole('article', { name: 'Lenovo ThinkPad T480' })).toContainText('TK 32,000.00');
  await expect(page.getByRole('article', { name: 'Lenovo ThinkPad T480' })).toContainText('1 left');
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill('buyer@campus.test');
  await page.getByLabel(/^Password/).fill('campus123');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('button', { name: 'Profile menu for Nusrat Jahan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile menu for Nusrat Jahan' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByText('buyer@campus.test')).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu for Nusrat Jahan' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the sign-in error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('buyer@campus.test');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign in failed:');
});
