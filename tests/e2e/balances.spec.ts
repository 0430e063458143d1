import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, ship } from './fixtures/orders';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

// Runs against the short-windows server of playwright.config.ts: a paid part must ship within 20 seconds, is
// received for its buyer 20 seconds after it shipped, and its protection window lasts 20 seconds more, after which
// its money becomes available. The waits are for what the page shows, which the server pushes at each step.
const deadline = { timeout: 60_000 };

const figure = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a seller sees a sale pending, then available once completed, and downloads the statement @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 370, stock: 2 });
  const order = await buy(buyer.request, [{ product, quantity: 1 }]);
  const part = order.deliveries[0];
  if (!part) throw new Error('the paid order has no part');
  // Shipped at once, before its ship-by cancels it; the server receives it for the buyer, then completes it.
  await ship(seller.request, part.id);
  await signInThroughApi(page.request, seller);

  await page.goto('/seller');
  await page.getByRole('link', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/\/seller\/balance$/);
  await expect(figure(page, 'Pending')).toContainText(formatMoney(370));
  await expect(figure(page, 'Available')).toContainText(formatMoney(0));
  const pending = page.getByRole('region', { name: 'When pending money becomes available' });
  await expect(pending).toContainText(`Order #${order.id}`);
  // Not delivered yet, or delivered already on a slow run: either way it says when.
  await expect(pending).toContainText(/Available (20 seconds after it is delivered|from .+)/);
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByText(`Order #${order.id} paid`).filter({ visible: true })).toBeVisible();
  await expectAccessible(page, "the seller's balance page");

  await expect(pending).toContainText(/Available from .+/, deadline);
  await expect(figure(page, 'Available')).toContainText(formatMoney(370), deadline);
  await expect(figure(page, 'Pending')).toContainText(formatMoney(0));
  await expect(pending).toContainText('Nothing is pending.');
  await expect(
    statement.getByText(`Order #${order.id} completed: now available`).filter({ visible: true }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await statement.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^campus-market-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Description,Order,Account,Amount');
  expect(csv).toContain(`,Order #${order.id} paid,${order.id},Pending,370\r\n`);
  expect(csv).toContain(`,Order #${order.id} completed: now available,${order.id},Available,370\r\n`);

  // The dashboard charts this week's sale.
  await page.goto('/seller');
  await expect(page.getByRole('img', { name: 'Sales by week' })).toBeVisible();
});

test("an administrator sets a category's commission, reads it in the audit log, and sees the money page @mobile", async ({
  page,
  market,
}) => {
  const category = await market.category('Stationery', ['Pens']);
  await signInThroughApi(page.request, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('button', { name: new RegExp(`^${category.name}`) }).click();
  const form = page.getByRole('form', { name: `Commission of ${category.name}` });
  await form.getByLabel('Commission (%)').fill('7.555');
  await form.getByRole('button', { name: 'Save commission' }).click();
  await expect(
    form.getByText('The commission has at most two decimals, such as 2.5 or 12.75.'),
  ).toBeVisible();
  await form.getByLabel('Commission (%)').fill('7.5');
  await form.getByLabel('Reason (optional)').fill('Agreed with the stationery club');
  await form.getByRole('button', { name: 'Save commission' }).click();
  await expect(page.getByText('Commission saved', { exact: true })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByRole('checkbox', { name: 'Money actions only' }).check();
  const entry = page
    .getByRole('row')
    .filter({ hasText: 'Agreed with the stationery club' })
    .or(page.getByRole('article').filter({ hasText: 'Agreed with the stationery club' }))
    .first();
  await expect(entry).toContainText("Changed a category's commission from the default to 7.5 %");
  await expect(entry).toContainText(demoAdmin.email);
  await expect(entry.getByRole('link', { name: /^Category #\d+$/ })).toBeVisible();
  await expectAccessible(page, 'the audit log');

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Money' }).click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole('img', { name: 'Gross sales, commission and refunds by week' })).toBeVisible();
  const weeks = page
    .getByRole('table', { name: 'Money by week' })
    .getByRole('row')
    .or(page.getByRole('article', { name: /^Week of / }));
  // Twelve weeks (and the table's header row on a wide screen).
  await expect(weeks.filter({ hasText: /Week of|\d+ \w{3}/ }).first()).toBeVisible();
  await expect(page.getByText(/Gross sales/).first()).toBeVisible();
  await expectAccessible(page, 'the money page');
});
