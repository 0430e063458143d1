import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { placeOrder } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

const addToCart = (page: Page, name: string) =>
  page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();

test('the cart stops at the last laptop and says why @mobile', async ({ page, market, browserErrors }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const laptop = await market.product(seller, {
    name: `ThinkPad X1 ${uniqueToken()}`,
    price: 45_000,
    stock: 1,
  });
  await signInThroughApi(page.request, buyer);
  await page.goto(`/shop?q=${encodeURIComponent(laptop.name)}`);

  await addToCart(page, laptop.name);
  await expect(page.getByText('Item added to cart successfully!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The second add is refused (409); the browser logs that, and nothing else may go wrong.
  browserErrors.expectFailedRequest('/api/cart/items', 409);
  await addToCart(page, laptop.name);
  await expect(
    page.getByText(`${laptop.name}: only 1 left in stock, and your cart already has it.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  const plus = cart.getByRole('button', { name: `Increase quantity of ${laptop.name}` });
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('Only 1 left in stock');
  await expect(cart.getByText('Only 1 left in stock')).toBeVisible();
  await expectAccessible(page, 'the cart at the stock', '[role=dialog]');
});

test('a line whose stock fell shows it, and the order review adjusts the cart to what is there', async ({
  page,
  market,
}) => {
  const [seller, buyer, rival] = await Promise.all([market.seller(), market.account(), market.account()]);
  const token = uniqueToken();
  const [pens, lamp, mug] = await Promise.all([
    market.product(seller, { name: `Gel Pens ${token}`, price: 100, stock: 3 }),
    market.product(seller, { name: `Desk Lamp ${token}`, price: 450, stock: 2 }),
    market.product(seller, { name: `Coffee Mug ${token}`, price: 200, stock: 5 }),
  ]);
  await signInThroughApi(page.request, buyer);
  for (const [product, quantity] of [
    [pens, 3],
    [lamp, 2],
    [mug, 1],
  ] as const)
    expect((await page.request.put(`/api/cart/items/${product.id}`, { data: { quantity } })).ok()).toBe(true);
  // Others reserve what the buyer's cart counted on.
  await placeOrder(rival.request, [
    { product: pens, quantity: 2 },
    { product: lamp, quantity: 2 },
  ]);

  await page.goto('/shop');
  await page.getByRole('button', { name: 'Cart, 6 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByText('Only 1 left in stock')).toBeVisible();
  await expect(cart.getByText('Out of stock')).toBeVisible();
  await cart.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Some items are no longer in stock in these quantities')).toBeVisible();
  await expect(page.getByText(`${pens.name}: 3 in your cart, 1 available`)).toBeVisible();
  await expect(page.getByText(`${lamp.name}: 2 in your cart, 0 available`)).toBeVisible();
  await expectAccessible(page, 'the order review with short lines');
  await page.getByRole('button', { name: 'Adjust to what is available' }).click();

  await expect(page.getByText('Your cart now holds what is in stock.')).toBeVisible();
  await expect(page.getByText('Some items are no longer in stock in these quantities')).toBeHidden();
  await expect(page.getByText('1 x TK 100.00 = TK 100.00')).toBeVisible();
  await expect(page.getByText('1 x TK 200.00 = TK 200.00')).toBeVisible();
  await expect(page.getByText(lamp.name)).toHaveCount(0);
  await expect(page.getByLabel('Total TK 300.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
  await expect(page.getByRole('timer')).toBeVisible();
});
