import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

// Runs against the second server of playwright.config.ts, whose payment window is 6 seconds.
const productName = 'Physics for Scientists';

async function stockOf(page: Page): Promise<number> {
  const products = await (await page.request.get('/api/products?pageSize=100')).json();
  return products.items.find((product: { name: string }) => product.name === productName).stock;
}

async function reserveThroughOrderReview(page: Page) {
  const products = await (await page.request.get('/api/products?pageSize=100')).json();
  const { id } = products.items.find((product: { name: string }) => product.name === productName);
  await page.request.put(`/api/cart/items/${id}`, { data: { quantity: 1 } });
  await page.goto('/order');
  // The review announces this server's window, not a fixed five minutes.
  await expect(page.getByText('Your items are reserved for 6 seconds while you pay.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
}

test('the payment screen shows the expired view when the window closes, and stock comes back', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await signInThroughApi(page.request, 'buyer@campus.test');
  const stockBefore = await stockOf(page);
  await reserveThroughOrderReview(page);
  await expect(page.getByRole('timer')).toHaveText(/^0:0\d$/);
  await expect(page.getByRole('timer')).toHaveAttribute('data-warning', 'true');
  expect(await stockOf(page)).toBe(stockBefore - 1);

  const expired = page.getByRole('alert').filter({ hasText: 'Payment expired' });
  await expect(expired).toBeVisible({ timeout: 15_000 });
  // Whichever comes first, the countdown or the server's push, the view says the order was cancelled.
  await expect(expired).toContainText(
    /(Payment time expired\. Order has been cancelled and stock has been restored\.|Your session expired and the order was automatically cancelled\. Stock has been restored\.)/,
  );
  await expect(page.getByRole('button', { name: /^Pay TK/ })).toHaveCount(0);
  await expectAccessible(page, 'the expired view');
  await expect.poll(() => stockOf(page)).toBe(stockBefore);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('Failed');
  expect(consoleErrors).toEqual([]);
});

test('the server expiring the payment is pushed to the payment screen', async ({ page }) => {
  await signInThroughApi(page.request, 'buyer2@campus.test');
  // A stopped page clock never reaches 0 by itself: only the server's push can end this payment.
  await page.clock.setFixedTime(new Date());
  await reserveThroughOrderReview(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(
    page.getByText(
      'Your session expired and the order was automatically cancelled. Stock has been restored.',
    ),
  ).toBeVisible({ timeout: 20_000 });
});
