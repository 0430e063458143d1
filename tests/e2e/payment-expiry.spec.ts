import type { Page } from '@playwright/test';
import type { Product } from './fixtures/catalog';
import { expect, test } from './fixtures/market-test';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

// Runs against the short-windows server of playwright.config.ts, whose payment window is 10 seconds.

async function stockOf(page: Page, product: Product): Promise<number> {
  return (await (await page.request.get(`/api/products/${product.id}`)).json()).stock;
}

async function reserveThroughOrderReview(page: Page, product: Product) {
  await page.request.put(`/api/cart/items/${product.id}`, { data: { quantity: 1 } });
  await page.goto('/order');
  // The review announces this server's window, not a fixed five minutes.
  await expect(page.getByText('Your items are reserved for 10 seconds while you pay.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
}

test('the payment screen shows the expired view when the window closes, and stock comes back', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { stock: 3 });
  await signInThroughApi(page.request, buyer);
  await reserveThroughOrderReview(page, product);
  await expect(page.getByRole('timer')).toHaveText(/^0:[01]\d$/);
  await expect(page.getByRole('timer')).toHaveAttribute('data-warning', 'true');
  expect(await stockOf(page, product)).toBe(2);

  const expired = page.getByRole('alert').filter({ hasText: 'Payment expired' });
  await expect(expired).toBeVisible({ timeout: 30_000 });
  // Whichever comes first, the countdown or the server's push, the view says the order was cancelled.
  await expect(expired).toContainText(
    /(Payment time expired\. Order has been cancelled and stock has been restored\.|Your session expired and the order was automatically cancelled\. Stock has been restored\.)/,
  );
  await expect(page.getByRole('button', { name: /^Pay TK/ })).toHaveCount(0);
  await expectAccessible(page, 'the expired view');
  await expect.poll(() => stockOf(page, product)).toBe(3);

  await page.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText('Failed');
});

test('the server expiring the payment is pushed to the payment screen', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  await signInThroughApi(page.request, buyer);
  // A stopped page clock never reaches 0 by itself: only the server's push can end this payment.
  await page.clock.setFixedTime(new Date());
  await reserveThroughOrderReview(page, product);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(
    page.getByText(
      'Your session expired and the order was automatically cancelled. Stock has been restored.',
    ),
  ).toBeVisible({ timeout: 30_000 });
});
