import type { Locator, Page } from '@playwright/test';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, payAtGateway, placeOrder } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { hold, pageCode } from './support/hold-requests';
import { myOrder } from './support/my-order';
import { signInThroughApi } from './support/sign-in-through-api';

/** The header's bell, by the unread count its name gives. */
const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
    exact: true,
  });

/** `inner` lies wholly within `outer`'s box, as a person sees it. */
async function expectWithin(inner: Locator, outer: Locator, what: string) {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error(`${what} is not on screen`);
  expect(a.x, `${what}: left edge`).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width, `${what}: right edge`).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

test('Escape closes the cart and gives focus back to the cart button, the first time too @mobile', async ({
  page,
  market,
}) => {
  await signInThroughApi(page.request, await market.account());
  await page.goto('/shop');
  const cartButton = page.getByRole('button', { name: 'Cart, 0 items' });
  await expect(cartButton).toBeEnabled();
  const cart = page.getByRole('dialog', { name: 'Your cart' });

  for (const time of ['first', 'second']) {
    await cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(cart, `the cart opened the ${time} time`).toBeVisible();
    await expect(cart.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton, `focus after the ${time} Escape`).toBeFocused();
  }
});

test('the cart shows what is left now when it opens, after another buyer reserved some @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer, rival] = await Promise.all([market.seller(), market.account(), market.account()]);
  const kettle = await market.product(seller, { name: `Kettle ${uniqueToken()}`, stock: 2 });
  await signInThroughApi(page.request, buyer);
  expect((await page.request.put(`/api/cart/items/${kettle.id}`, { data: { quantity: 2 } })).ok()).toBe(true);
  await page.goto('/shop');
  const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await cartButton.click();
  await expect(cart.getByText('Only 2 left in stock')).toBeVisible();
  await cart.getByRole('button', { name: 'Close cart' }).click();
  await expect(cart).toBeHidden();

  // Another buyer, in their own browser, reserves one of the two.
  await placeOrder(rival.request, [{ product: kettle, quantity: 1 }]);
  await cartButton.click();
  await expect(cart.getByText('Only 1 left in stock')).toBeVisible();
  await expect(cart.getByText('Only 2 left in stock')).toHaveCount(0);
});

test('the last minute of the payment countdown is red that reads @mobile', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 640 });
  const { orderId, paymentId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);
  await page.clock.install();
  await page.goto(`/payment?order=${orderId}&payment=${paymentId}`);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^[45]:\d\d$/);
  // From here the page reads the order no more: a new read sets the countdown by the server's clock again (as it does
  // on a phone whose clock is wrong), which would undo the page clock's jump below.
  await hold(page, new RegExp(`/api/orders/${orderId}$`));

  // Four minutes on: under a minute is left, which the countdown shows in red.
  await page.clock.fastForward('04:10');
  await expect(timer).toHaveAttribute('data-warning', 'true');
  await expect(timer).toHaveText(/^0:\d\d$/);
  await expectAccessible(page, 'the countdown’s last minute');
});

test('a seller’s Cancel and refund reaches the buyer’s bell', async ({ page, browser, baseURL, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 275, stock: 3 });
  const { id: orderId } = await buy(buyer.request, [{ product, quantity: 1 }]);

  // The buyer has the shop open in their own browser.
  const buyerContext = await browser.newContext({
    baseURL,
    storageState: await buyer.request.storageState(),
  });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/shop');
  await expect(bell(buyerPage, 0)).toBeVisible();

  await signInThroughApi(page.request, seller);
  await page.goto('/seller/sellerOrder');
  const line = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await line.getByRole('button', { name: `Cancel and refund order #${orderId}` }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question.getByText(/the buyer is told\.$/)).toBeVisible();
  await question.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(line.getByText('Cancelled', { exact: true })).toBeVisible();

  // Told at once, without a reload.
  await bell(buyerPage, 1).click();
  const panel = buyerPage.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel.getByText(`Order #${orderId} was cancelled by ${seller.name}`)).toBeVisible();
  await buyerContext.close();
});

test('an administrator accepting a held payment is told the order is paid', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  // A price of the test's own: only payments of it are flagged, not those of journeys running beside it.
  const price = 7000 + Math.floor(Math.random() * 2000);
  const product = await market.product(seller, { price, stock: 2 });
  await signInThroughApi(page.request, demoAdmin);
  const faults = '/dev-gateways/sslcommerz/_simulator/faults';
  expect((await page.request.put(faults, { data: { riskyAmount: String(price) } })).ok()).toBe(true);
  let orderId: number;
  try {
    ({ orderId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]));
    const held = await payAtGateway(buyer.request, orderId);
    expect(held.payment.status, 'held for a check').toBe('pending');
  } finally {
    await page.request.put(faults, { data: { riskyAmount: null } });
  }

  await page.goto('/admin/totalOrders');
  const heldPayments = page.getByRole('region', { name: 'Payments held for a check' });
  const accept = heldPayments.getByRole('button', { name: `Accept the payment of order #${orderId}` });
  await accept.click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Order #${orderId} is paid.`)).toBeVisible();
  await expect(accept).toHaveCount(0);
});

test('the shop on a slow link shows its grey frame until its look arrives @mobile', async ({
  page,
  market,
}) => {
  const seller = await market.seller();
  const product = await market.product(seller, { name: `Slow Lamp ${uniqueToken()}` });
  const release = await hold(page, /\/assets\/[\w-]+\.css$/);
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`, { waitUntil: 'commit' });
  const frame = page.getByRole('status', { name: 'Loading the shop' });
  await expect(frame).toBeVisible();

  release();
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  await expect(frame).toBeHidden();
});

test('an item opened from the shop on a slow link marks its card at once @mobile', async ({
  page,
  market,
}) => {
  const fans = await market.category('Fans', ['Desk fans']);
  const deskFans = fans.subcategories[0]?.id;
  const product = await market.product(await market.seller(), { subcategoryId: deskFans });
  // The item page's code is still on its way when the card is pressed.
  const release = await hold(page, pageCode('item-page'));
  await page.goto(`/shop/${deskFans}`);
  // The script has taken over the page the server drew: a link now opens the next page in place.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();

  const card = page.getByRole('article', { name: product.name });
  await card.getByRole('link', { name: product.name }).click();
  // The item page's code is still on its way: the shop stays, and the card opened says so.
  await expect(card).toHaveCSS('outline-style', 'solid');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('logging out in one tab takes another tab off its private page @mobile', async ({
  page,
  context,
  market,
}) => {
  const buyer = await market.account();
  await signInThroughApi(page.request, buyer);
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(other.getByText(buyer.email)).toBeVisible();

  await page.goto('/shop');
  await page.getByRole('button', { name: `Profile menu for ${buyer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText(buyer.email)).toHaveCount(0);
});

test('a missing Specs field is named in words, not only by the tab’s colour', async ({ page, market }) => {
  await signInThroughApi(page.request, await market.seller());
  await page.goto('/add-product');
  await page.getByRole('textbox', { name: 'Details' }).fill('A lamp that works.');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText('Specs: Please write the specs.')).toBeVisible();
  await page.getByRole('tab', { name: 'Specs' }).click();
  await expect(page.getByRole('textbox', { name: 'Specs' })).toHaveAccessibleDescription(
    /Please write the specs\./,
  );
  await expect(page.getByText('Specs: Please write the specs.')).toHaveCount(0);
});

test('the signed-in header leaves the search box room to type @mobile', async ({ page, market }) => {
  await signInThroughApi(page.request, await market.account());
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeEnabled();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const box = await search.boundingBox();
  expect(box?.width ?? 0, 'the search box’s width').toBeGreaterThanOrEqual(200);
  await search.fill('desk lamp');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=desk\+lamp$/);
});

test('My Orders says which badge is the payment and which the delivery, and keeps its buttons inside @mobile', async ({
  page,
  market,
  isMobile,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 350 });
  const { id: orderId, deliveries } = await buy(buyer.request, [{ product, quantity: 1 }]);
  const cancelled = await seller.request.post(`/api/deliveries/${deliveries[0]?.id}/cancel`);
  expect(cancelled.ok(), 'the seller cancelled and refunded').toBe(true);

  await signInThroughApi(page.request, buyer);
  await page.goto('/showOrder');
  const order = myOrder(page, orderId);
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  // A phone's card names each badge; a wide screen's table has its column heads.
  const labels = isMobile
    ? order.getByText(/^(Payment|Delivery)$/)
    : page.getByRole('columnheader', { name: /^(Payment|Delivery)$/ });
  await expect(labels).toHaveText(['Payment', 'Delivery']);
  await expectWithin(order.getByRole('link', { name: /^Message seller/ }), order, 'Message seller');
  await expectAccessible(page, 'My Orders with a refunded order');
});

test('shop cards put the stock under the price, short or long @mobile', async ({ page, market }) => {
  const seller = await market.seller();
  const token = uniqueToken();
  const cheap = await market.product(seller, { name: `Pencil ${token}`, price: 50, stock: 7 });
  const dear = await market.product(seller, { name: `Laptop ${token}`, price: 125_000, stock: 1 });
  await page.goto(`/shop?q=${token}`);
  for (const product of [cheap, dear]) {
    const card = page.getByRole('article', { name: product.name });
    const price = await card.getByText(/^TK /).boundingBox();
    const stock = await card.getByText(`${product.stock} left`).boundingBox();
    if (!price || !stock) throw new Error(`${product.name}: price or stock not on screen`);
    expect(stock.y, `${product.name}: the stock is under the price`).toBeGreaterThanOrEqual(
      price.y + price.height - 1,
    );
    expect(
      Math.abs(stock.x - price.x),
      `${product.name}: the stock starts where the price does`,
    ).toBeLessThan(1);
  }
});

test('administrators are not offered Delete on a paid order still to deliver @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { name: `Stool ${uniqueToken()}`, stock: 3 });
  const { id: paidId } = await buy(buyer.request, [{ product, quantity: 1 }]);
  const { orderId: unpaidId } = await placeOrder(buyer.request, [{ product, quantity: 1 }]);

  await signInThroughApi(page.request, demoAdmin);
  await page.goto('/admin/totalOrders');
  await page.getByLabel('Search orders').fill(buyer.email);
  const order = (id: number) =>
    page
      .getByRole('row')
      .filter({ hasText: `#${id}` })
      .or(page.getByRole('article', { name: `Order #${id}` }));
  await expect(order(unpaidId).getByRole('button', { name: `Delete order #${unpaidId}` })).toBeVisible();
  await expect(order(paidId)).toContainText(product.name);
  await expect(order(paidId).getByRole('button', { name: `Delete order #${paidId}` })).toHaveCount(0);
});

test('the demo items speak of paying in person, not of cash on delivery', async ({ page }) => {
  await page.goto('/shop?q=Calculus');
  await page.getByRole('link', { name: 'Calculus: Early Transcendentals' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Calculus: Early Transcendentals' }),
  ).toBeVisible();
  await expect(
    page.getByText('Pay in the app, or in person at a meet-up if the seller offers one'),
  ).toBeVisible();
  await expect(page.getByText(/Cash on delivery is not needed/)).toHaveCount(0);
});

test('the product form’s picture strip opens at the main picture @mobile', async ({ page, market }) => {
  const seller = await market.seller();
  const product = await market.product(seller, { pictures: 5 });
  await signInThroughApi(page.request, seller);
  await page.goto(`/update-product/${product.id}`);
  const main = page.getByRole('listitem', { name: 'Picture 1 of 5, main picture' });
  await expect(main.locator('img')).toBeVisible();
  await expect(main).toBeInViewport({ ratio: 1 });
  const strip = page.getByRole('list', { name: 'Pictures' });
  expect(await strip.evaluate((list) => list.scrollLeft)).toBe(0);
});
