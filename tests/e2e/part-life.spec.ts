import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { buy } from './fixtures/orders';
import { expectAccessible } from './support/expect-accessible';
import { myOrder, refundShown } from './support/my-order';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

/** The header's bell, whatever it counts. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a buyer cancels a paid part before it ships, sees the refund, and the seller is told @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 420, stock: 3 });
  const { id: orderId } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);

  await page.goto('/showOrder');
  const order = myOrder(page, orderId);
  // The part says by when it ships, or what happens if it does not.
  await expect(order.getByText(/^Ships by .+, or it is cancelled and refunded$/)).toBeVisible();
  await order
    .getByRole('button', { name: `Cancel and refund: order ${orderId} from ${seller.name}` })
    .click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText(`Cancel your items of order #${orderId} from ${seller.name}?`);
  await expectAccessible(page, "the buyer's cancel question");
  await question.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(`Order #${orderId}: cancelled. Your money is on its way back.`)).toBeVisible();
  await expect(order).toContainText('Cancelled');
  await expect(order).toContainText(refundShown('TK 420.00'));
  await expect(order.getByRole('button', { name: /Cancel and refund/ })).toHaveCount(0);

  // The seller: the line is cancelled, and the bell says who cancelled it.
  await switchAccount(page, seller);
  await page.goto('/seller/sellerOrder');
  const line = page
    .getByRole('article', { name: `Order #${orderId}: ${product.name}` })
    .or(page.getByRole('row').filter({ hasText: `#${orderId}` }));
  await expect(line.getByText('Cancelled', { exact: true })).toBeVisible();
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel.getByText(`Order #${orderId} was cancelled by ${buyer.name}`)).toBeVisible();
});

test('a seller reads by when each paid part must ship', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { stock: 2 });
  const { id: orderId } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, seller);
  await page.goto('/seller/sellerOrder');
  const line = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(line.getByText(/^Ship by .+, or it is cancelled and refunded$/)).toBeVisible();
  await line.getByRole('button', { name: 'Mark as On the Way' }).click();
  await expect(line.getByText(/^Received automatically on .+$/)).toBeVisible();
});
