import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from './fixtures/catalog';
import { expect, test } from './fixtures/market-test';
import { placeOrder } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { myOrder } from './support/my-order';
import { signInThroughApi } from './support/sign-in-through-api';

async function stockOf(request: APIRequestContext, product: Product): Promise<number> {
  return (await (await request.get(`/api/products/${product.id}`)).json()).stock;
}

/** Leaves the payment screen for home, confirming the warning. */
async function leavePayment(page: Page) {
  await page.getByRole('link', { name: 'Campus Market home' }).click();
  await page.getByRole('dialog', { name: 'Leave payment?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
}

const orderInAddress = (page: Page) => new URL(page.url()).searchParams.get('order');

test('Pay Now again after leaving the payment screen lands on the same order, reserving once @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const desk = await market.product(seller, { name: `Study Desk ${uniqueToken()}`, price: 2000, stock: 20 });
  await signInThroughApi(page.request, buyer);
  await page.request.put(`/api/cart/items/${desk.id}`, { data: { quantity: 1 } });

  await page.goto('/order');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
  const orderId = orderInAddress(page);
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await stockOf(page.request, desk)).toBe(19);
  await leavePayment(page);

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(
    page.getByText(
      `Order #${orderId} already holds these items and is waiting for payment. Pay Now takes you back to it.`,
    ),
  ).toBeVisible();
  await expectAccessible(page, 'the order review with an order awaiting payment');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderId}&payment=\\d+$`));
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await stockOf(page.request, desk)).toBe(19);
  await leavePayment(page);
  await page.goto('/showOrder');
  await expect(myOrder(page, orderId ?? '')).toContainText('Pending');
  // One order, not two: a row on wide screens, a card on phones.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: desk.name })
      .or(page.getByRole('article', { name: /^Order #/ })),
  ).toHaveCount(1);
});

test('Pay Now for a changed cart replaces the order awaiting payment, after saying so', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const desk = await market.product(seller, { name: `Study Desk ${uniqueToken()}`, stock: 10 });
  await signInThroughApi(page.request, buyer);
  await page.request.put(`/api/cart/items/${desk.id}`, { data: { quantity: 1 } });
  const old = await placeOrder(page.request, [{ product: desk, quantity: 1 }]);
  await page.request.put(`/api/cart/items/${desk.id}`, { data: { quantity: 2 } });

  await page.goto('/order');
  await expect(
    page.getByText(
      `Order #${old.orderId} is still waiting for payment. Pay Now cancels it, puts its items back in stock and reserves this cart instead.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Pay order #${old.orderId} instead` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
  expect(orderInAddress(page)).not.toBe(String(old.orderId));
  expect(await stockOf(page.request, desk)).toBe(8);
});

test('My Orders pays an order awaiting payment, and cancels one with its stock back at once @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { name: `Desk Lamp ${uniqueToken()}`, price: 450, stock: 3 });
  const { orderId, paymentId } = await placeOrder(buyer.request, [{ product: lamp, quantity: 2 }]);
  await signInThroughApi(page.request, buyer);
  expect(await stockOf(page.request, lamp)).toBe(1);

  await page.goto('/showOrder');
  const row = myOrder(page, orderId);
  await expect(row).toContainText(/[45]:\d\d left to pay/);
  await expectAccessible(page, 'My Orders with an order awaiting payment');
  await row.getByRole('link', { name: `Pay now: order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderId}&payment=${paymentId}$`));
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Pay TK 900.00' })).toBeEnabled();

  await page.getByRole('link', { name: 'Campus Market home' }).click();
  await page.getByRole('dialog', { name: 'Leave payment?' }).getByRole('button', { name: 'Leave' }).click();
  await page.goto('/showOrder');
  await row.getByRole('button', { name: `Cancel order #${orderId}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `Cancel order #${orderId}? Its items go back in stock at once, and it can no longer be paid.`,
  );
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  expect(await stockOf(page.request, lamp)).toBe(1);

  await row.getByRole('button', { name: `Cancel order #${orderId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order #${orderId} is cancelled. Its items are back in stock.`)).toBeVisible();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  expect(await stockOf(page.request, lamp)).toBe(3);
});
