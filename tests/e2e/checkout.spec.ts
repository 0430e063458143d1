import type { Page } from '@playwright/test';
import { expect, type Market, test } from './fixtures/market-test';
import { buy, placeOrder, ship } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { myOrder } from './support/my-order';
import { signInThroughApi } from './support/sign-in-through-api';

const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The shop's search results for `text`, where a test finds the products it made among everyone's. */
async function searchShop(page: Page, text: string) {
  await page.goto(`/shop?q=${encodeURIComponent(text)}`);
}

/** A buyer's order of one product at `price`, awaiting payment, and its payment page open in `page`. */
async function openPaymentPage(page: Page, market: Market, price: number) {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price });
  const { orderId, paymentId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);
  const path = `/payment?order=${orderId}&payment=${paymentId}`;
  await page.goto(path);
  return { orderId, paymentId, path };
}

/** Chooses a payment method on the payment form, fills it in and presses Pay. */
async function payWith(page: Page, method: 'bKash' | 'Nagad' | 'Credit Card', total: string) {
  await page.getByRole('radio', { name: method }).click();
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByLabel('Delivery address').fill('Room 12, West Hall');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

/** On bKash's page: wallet number, then the verification code, then the PIN (its sandbox wallet). */
async function approveAtBkash(page: Page) {
  await expect(page.getByRole('heading', { name: /bKash/ })).toBeVisible();
  await page.getByLabel('Your bKash account number').fill('01770618575');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('bKash PIN').fill('12121');
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function addFromShop(page: Page, productName: string, expectedCount: number) {
  await page.getByRole('article', { name: productName }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: cartLabel(expectedCount) })).toBeVisible();
}

test('a buyer fills the cart, pays with bKash and finds the order in My Orders @mobile', async ({
  page,
  market,
}) => {
  const token = uniqueToken();
  const [sadia, tanvir, buyer] = await Promise.all([market.seller(), market.seller(), market.account()]);
  // One after the other: an order lists its lines by product, and made at once their ids could come either way.
  const { name: calculator } = await market.product(sadia, {
    name: `Scientific Calculator ${token}`,
    price: 1650,
  });
  const { name: charger } = await market.product(tanvir, { name: `USB-C Charger ${token}`, price: 1400 });
  await signInThroughApi(page.request, buyer);
  await searchShop(page, token);

  await addFromShop(page, calculator, 1);
  await expect(page.getByText('Item added to cart successfully!').first()).toBeVisible();
  await addFromShop(page, charger, 2);

  await page.getByRole('button', { name: cartLabel(2) }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByText(calculator)).toBeVisible();
  await expect(cart.getByText('TK 3,050.00')).toBeVisible();
  await cart.getByRole('button', { name: `Increase quantity of ${charger}` }).click();
  await expect(cart.getByText('TK 4,450.00')).toBeVisible();
  await cart.getByRole('button', { name: `Increase quantity of ${calculator}` }).click();
  await expect(cart.getByText('TK 6,100.00')).toBeVisible();
  await cart.getByRole('button', { name: `Decrease quantity of ${calculator}` }).click();
  await expect(cart.getByText('TK 4,450.00')).toBeVisible();
  await expect(page.getByRole('button', { name: cartLabel(3) })).toBeAttached();
  await expectAccessible(page, 'the cart sidebar', '[role=dialog]');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('1 x TK 1,650.00 = TK 1,650.00')).toBeVisible();
  await expect(page.getByText('2 x TK 1,400.00 = TK 2,800.00')).toBeVisible();
  await expect(page.getByLabel('Total TK 4,450.00')).toBeVisible();
  await expectAccessible(page, 'the order review');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/payment\?order=\d+&payment=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order');
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await page.getByRole('button', { name: 'Pay TK 4,450.00' }).click();
  await expect(page.getByText('Please choose a payment method.')).toBeVisible();
  await expectAccessible(page, 'the payment form');
  await page.getByRole('radio', { name: 'bKash' }).click();
  await expect(page.getByRole('textbox', { name: /account|card/i })).toHaveCount(0);
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByLabel('Delivery address').fill('Room 214, North Hall, Campus');
  await page.getByRole('button', { name: 'Pay TK 4,450.00' }).click();

  await approveAtBkash(page);

  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderId}&payment=\\d+$`));
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText(`Order #${orderId} is paid: TK 4,450.00 with bKash.`)).toBeVisible();
  await expectAccessible(page, 'the payment success view');
  await expect(page.getByRole('button', { name: cartLabel(0) })).toBeAttached();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/showOrder$/);
  const row = myOrder(page, orderId ?? '');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(`${calculator}, ${charger}`);
  await expect(row).toContainText('TK 4,450.00');
  await expect(row.getByText('Pending')).toHaveCount(2);
  await expectAccessible(page, 'My Orders');
  await page.getByLabel('Search orders').fill('no such order');
  await expect(page.getByText('No orders found')).toBeVisible();
});

test("a buyer pays by card on SSLCommerz's page, after cancelling there once", async ({ page, market }) => {
  const { orderId, paymentId } = await openPaymentPage(page, market, 2300);

  const payByCard = async () => {
    await page.getByRole('radio', { name: 'Credit Card' }).click();
    await page.getByLabel('Phone number').fill('01712345678');
    await page.getByLabel('Delivery address').fill('Room 9, South Hall');
    await page.getByRole('button', { name: 'Pay TK 2,300.00' }).click();
    await expect(page.getByRole('heading', { name: 'Pay with SSLCommerz' })).toBeVisible();
    await page.getByRole('radio', { name: 'Mastercard credit card' }).check();
  };
  await payByCard();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' }),
  ).toContainText('The payment was cancelled.');
  await expect(page.getByRole('timer')).toBeVisible();

  await payByCard();
  await page.getByRole('button', { name: 'Pay BDT 2,300.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderId}&payment=${paymentId}$`));
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText(`Order #${orderId} is paid: TK 2,300.00 with Credit Card.`)).toBeVisible();
});

test('a buyer who opens the payment page again while at bKash is told it is being confirmed, then that it went through', async ({
  page,
  context,
  market,
}) => {
  const { path: paymentPage } = await openPaymentPage(page, market, 640);
  await payWith(page, 'bKash', 'TK 640.00');
  await expect(page.getByRole('heading', { name: /bKash/ })).toBeVisible();

  // The same order in another tab while bKash has not answered: no form to pay a second time by mistake.
  const other = await context.newPage();
  await other.goto(paymentPage);
  await expect(other.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await expect(
    other.getByRole('status').filter({ hasText: 'whether your payment went through' }),
  ).toBeVisible();
  await expect(other.getByRole('timer')).toBeVisible();
  await expect(other.getByRole('button', { name: /^Pay TK/ })).toHaveCount(0);
  await expectAccessible(other, 'the payment being confirmed');

  await approveAtBkash(page);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  // The waiting tab hears of it without a reload.
  await expect(other.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
});

test('a buyer back from the gateway before its answer may still choose to pay again', async ({
  page,
  market,
}) => {
  const { path: paymentPage } = await openPaymentPage(page, market, 510);
  await payWith(page, 'Nagad', 'TK 510.00');
  await expect(page.getByRole('heading', { name: 'Pay with SSLCommerz' })).toBeVisible();

  await page.goto(paymentPage);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay again' }).click();
  await payWith(page, 'Nagad', 'TK 510.00');
  await expect(page.getByRole('heading', { name: 'Pay with SSLCommerz' })).toBeVisible();
});

test('the buyer confirms a shipped part of an order with Received, asked first', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  const { id: orderId, deliveries } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);

  await page.goto('/showOrder');
  const row = myOrder(page, orderId);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('button', { name: /Received/ })).toHaveCount(0);

  await ship(seller.request, deliveries[0]?.id ?? 0);

  // The shipment is pushed to the open page; no reload.
  await expect(row.getByText('On the Way')).toBeVisible();
  // Received cannot be undone: it asks first, and Not yet changes nothing.
  await row.getByRole('button', { name: /Received/ }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question.getByText(`Did you receive your items of order #${orderId}`)).toBeVisible();
  await question.getByRole('button', { name: 'Not yet' }).click();
  await expect(question).toBeHidden();
  await expect(row.getByText('On the Way')).toBeVisible();
  await row.getByRole('button', { name: /Received/ }).click();
  await question.getByRole('button', { name: 'Yes, I received them' }).click();
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByRole('button', { name: /Received/ })).toHaveCount(0);
});

test('the cart stays current in another tab of the same buyer', async ({ page, context, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const { name: charger } = await market.product(seller, { name: `USB-C Charger ${uniqueToken()}` });
  await signInThroughApi(page.request, buyer);
  const otherTab = await context.newPage();
  await searchShop(otherTab, charger);
  await searchShop(page, charger);
  await expect(otherTab.getByRole('button', { name: cartLabel(0) })).toBeVisible();
  await page.getByRole('article', { name: charger }).getByRole('button', { name: 'Add to Cart' }).click();
  // Pushed over the realtime socket: the other tab does not reload or poll.
  await expect(otherTab.getByRole('button', { name: cartLabel(1) })).toBeVisible();
  await otherTab.getByRole('button', { name: cartLabel(1) }).click();
  await otherTab.getByRole('button', { name: `Remove ${charger} from cart` }).click();
  await expect(page.getByRole('button', { name: cartLabel(0) })).toBeVisible();
});

test('a visitor is asked to log in before adding to the cart or reviewing an order', async ({
  page,
  market,
}) => {
  const { name: calculator } = await market.product(await market.seller());
  await searchShop(page, calculator);
  await page.getByRole('article', { name: calculator }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('You must be logged in to add items to cart.')).toBeVisible();
  await page.goto('/order');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to continue')).toBeVisible();
});

test('a seller cannot add their own product, and an empty cart does not check out', async ({
  page,
  market,
}) => {
  const seller = await market.seller();
  const { name: calculator } = await market.product(seller);
  await signInThroughApi(page.request, seller);
  await searchShop(page, calculator);
  await expect(
    page.getByRole('article', { name: calculator }).getByRole('button', { name: 'Add to Cart' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: cartLabel(0) }).click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
});

test('a payment address without its ids goes home', async ({ page, market }) => {
  await signInThroughApi(page.request, await market.account());
  await page.goto('/payment?order=1');
  await expect(page).toHaveURL(/\/$/);
});

test('Pay Now lists the items that fell short of stock since they were added', async ({
  page,
  market,
  browserErrors,
}) => {
  const [seller, buyer, rival] = await Promise.all([market.seller(), market.account(), market.account()]);
  const macbook = await market.product(seller, {
    name: `MacBook Air ${uniqueToken()}`,
    price: 68_000,
    stock: 2,
  });
  await signInThroughApi(page.request, buyer);
  expect((await page.request.put(`/api/cart/items/${macbook.id}`, { data: { quantity: 2 } })).ok()).toBe(
    true,
  );
  await page.goto('/order');
  await expect(page.getByText('2 x TK 68,000.00 = TK 136,000.00')).toBeVisible();
  // Someone else reserves one while the review is open: Pay Now is the first to hear of it, refused (409, which
  // the browser logs).
  browserErrors.expectFailedRequest('/api/orders', 409);
  await placeOrder(rival.request, [{ product: macbook, quantity: 1 }]);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Insufficient stock:');
  await expect(alert).toContainText(`${macbook.name}: requested 2, available 1`);
  // The cart is read again, and the review offers to take what is there.
  await expect(page.getByText(`${macbook.name}: 2 in your cart, 1 available`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust to what is available' })).toBeVisible();
});

test('leaving a payment in progress asks first', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  const { orderId, paymentId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);
  await page.goto(`/payment?order=${orderId}&payment=${paymentId}`);
  await expect(page.getByRole('timer')).toBeVisible();

  await page.getByRole('link', { name: 'Campus Market home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave payment?' });
  await expect(dialog).toContainText('Your payment is in progress. Are you sure you want to leave?');
  await expectAccessible(page, 'the leave warning', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole('link', { name: 'Campus Market home' }).click();
  await page.getByRole('dialog', { name: 'Leave payment?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the browser's Back on a payment in progress asks first too", async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  const { orderId, paymentId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);
  await page.goto('/showOrder');
  await myOrder(page, orderId)
    .getByRole('link', { name: `Pay now: order #${orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderId}&payment=${paymentId}$`));
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave payment?' });
  await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goBack();
  await page.getByRole('dialog', { name: 'Leave payment?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/showOrder$/);
  await expect(myOrder(page, orderId)).toBeVisible();
});
