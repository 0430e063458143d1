import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { buy, ship } from './fixtures/orders';
import { myOrder } from './support/my-order';
import { signInThroughApi } from './support/sign-in-through-api';

// Runs against the short-windows server of playwright.config.ts: a paid part must ship within 20 seconds, is
// received for its buyer 20 seconds after it shipped, and is completed 20 seconds after that; each reminder comes
// halfway. The waits are for what the page shows, which the server pushes when each deadline passes.
const deadline = { timeout: 60_000 };

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function notificationsSay(page: Page, text: string) {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel.getByText(text)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('a part not shipped in time is cancelled and refunded, after the seller was reminded @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 260, stock: 2 });
  const { id: orderId } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, seller);
  await page.goto('/seller/sellerOrder');
  const line = page
    .getByRole('article', { name: `Order #${orderId}: ${product.name}` })
    .or(page.getByRole('row').filter({ hasText: `#${orderId}` }));
  await expect(line.getByText(/^Ship by .+, or it is cancelled and refunded$/)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/unread/, deadline);
  await notificationsSay(page, `Ship order #${orderId} soon, or it will be cancelled and refunded`);

  await expect(line.getByText('Cancelled', { exact: true })).toBeVisible(deadline);
  await notificationsSay(page, `Order #${orderId} was not shipped in time and was cancelled`);
});

test('a shipped part is received for a buyer who does nothing, then completed @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 310, stock: 2 });
  const order = await buy(buyer.request, [{ product, quantity: 1 }]);
  const part = order.deliveries[0];
  if (!part) throw new Error('the paid order has no part');
  await ship(seller.request, part.id);
  await signInThroughApi(page.request, buyer);

  await page.goto('/showOrder');
  const row = myOrder(page, order.id);
  await expect(row.getByText(/^Marked Received for you on .+$/)).toBeVisible();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible(deadline);
  await expect(row.getByText(/^Buyer protection until .+$/)).toBeVisible();
  await notificationsSay(page, `Mark order #${order.id} Received, or it will be received for you soon`);
  // The payment reads Completed from the start; the part too, once its protection window has ended.
  await expect(row.getByText('Completed', { exact: true })).toHaveCount(2, deadline);
  await expect(row.getByText(/^Buyer protection until/)).toHaveCount(0);
});
