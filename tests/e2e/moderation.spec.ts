import type { Page } from '@playwright/test';
import { moderationTexts } from '../../src/domain/moderation-texts';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
    exact: true,
  });

test('a student reports a listing, an administrator takes it down with a reason, the seller cannot undo it and the reporter hears the outcome @mobile', async ({
  page,
  market,
  browserErrors,
}) => {
  const token = uniqueToken();
  const [seller, student, another] = await Promise.all([
    market.seller(),
    market.account('student'),
    market.account('another'),
  ]);
  const listing = await market.product(seller, { name: `Exam answers ${token}`, price: 500 });
  const reason = `Selling exam answers breaks the campus rules ${token}`;

  // The student reports it from the item page.
  await signInThroughApi(page.request, student);
  await page.goto(`/item/${listing.id}`);
  await page.getByRole('button', { name: `Report ${listing.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: moderationTexts.dialogTitle.listing });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the report dialog');
  await dialog.getByRole('button', { name: moderationTexts.send }).click();
  await expect(dialog.getByText(moderationTexts.reasonRequired)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog
    .getByRole('textbox', { name: moderationTexts.detailsLabel })
    .fill('These are last year’s answers.');
  await dialog.getByRole('button', { name: moderationTexts.send }).click();
  await expect(page.getByText(moderationTexts.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Twice is refused, with the reason.
  const twice = await page.request.post('/api/reports', {
    data: { kind: 'listing', targetId: listing.id, reason: 'spam' },
  });
  expect(twice.status()).toBe(409);
  const byAnother = await another.request.post('/api/reports', {
    data: { kind: 'listing', targetId: listing.id, reason: 'prohibited', details: 'Not allowed here.' },
  });
  expect(byAnother.status()).toBe(201);

  // The administrator finds both in one group, with its count, and hides the listing.
  await switchAccount(page, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const group = page.getByRole('article', { name: `Listing: ${listing.name}` });
  await expect(group).toBeVisible();
  await expect(group.getByText('2 reports')).toBeVisible();
  await expect(group.getByText('These are last year’s answers.')).toBeVisible();
  await expect(group.getByText('Not allowed here.')).toBeVisible();
  await expectAccessible(page, 'the moderation queue');
  await group.getByRole('radio', { name: moderationTexts.actions.hide }).check();
  await group.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await group.getByRole('button', { name: moderationTexts.decide }).click();
  await expect(page.getByText(moderationTexts.decidedToast)).toBeVisible();
  await expect(group).toHaveCount(0);

  // The listing is gone from the shop and its page.
  await switchAccount(page, student);
  await page.goto(`/shop?q=${token}`);
  await expect(page.getByText('No Items Found')).toBeVisible();
  browserErrors.expectFailedRequest(`/item/${listing.id}`, 404);
  browserErrors.expectFailedRequest(`/api/products/${listing.id}`, 404);
  await page.goto(`/item/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

  // The reporter's bell tells the outcome.
  await bell(page, 1).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(
    panel.getByRole('link', { name: 'Unread: Your report was reviewed: the listing was taken down.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The seller reads why, and has no way to list it again.
  await switchAccount(page, seller);
  await page.goto('/seller/products');
  await expect(page.getByText(moderationTexts.takenDown(reason)).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${listing.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Edit ${listing.name}` })).toHaveCount(0);
  const undo = await page.request.post(`/api/seller/products/${listing.id}/status`);
  expect(undo.status()).toBe(409);
  await page.goto(`/shop?q=${token}`);
  await expect(page.getByText('No Items Found')).toBeVisible();
});
