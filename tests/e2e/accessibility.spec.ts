import type { Locator, Page } from '@playwright/test';
import { SITE_NAME } from '../../src/domain/page-heads';
import type { Account } from './fixtures/accounts';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, deliver, placeOrder, review } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

/**
 * axe-core on every page for every role, on a computer and (the same tests, @mobile) on a phone: the whole page
 * with its header, and each menu, drawer and dialog while it is open, in the empty and the filled state where
 * they differ. One journey per role walks its pages; each makes its own data.
 */

/** Which page (by its path) each tab title was seen on: two pages never share one. */
const titlesSeen = new Map<string, string>();

/** Opens `path`, waits for what shows the page is there, checks its tab title and the whole page. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator, what = path) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  const pathname = new URL(page.url()).pathname;
  if (pathname !== '/') await expect(page).not.toHaveTitle(SITE_NAME);
  const title = await page.title();
  expect.soft(titlesSeen.get(title) ?? pathname, `the page that is also titled "${title}"`).toBe(pathname);
  titlesSeen.set(title, pathname);
  await expectAccessible(page, what);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

/** What an open dialog (a confirmation, the cart) looks like to axe, then closed with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, name: string | RegExp, what: string) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function openMenu(page: Page, account: Account) {
  const button = page.getByRole('button', { name: `Profile menu for ${account.name}` });
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the profile menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

test('every page a visitor sees passes axe @mobile', async ({ page, market, browserErrors }) => {
  // One journey walks many pages, each loaded afresh, each checked whole.
  test.slow();
  const token = uniqueToken();
  const [seller, reviewer] = await Promise.all([market.seller(), market.account()]);
  const gear = await market.category(`Gear ${token}`, [`Lamps ${token}`, `Empty ${token}`]);
  const [lamps, empty] = gear.subcategories;
  const lamp = await market.product(seller, {
    name: `Desk Lamp ${token}`,
    subcategoryId: lamps?.id,
    pictures: 2,
  });
  const soldOut = await market.product(seller, {
    name: `Lamp Shade ${token}`,
    subcategoryId: lamps?.id,
    stock: 0,
  });
  await deliver(reviewer, seller, [{ product: lamp, quantity: 1 }]);
  await review(reviewer, lamp, 4, 'Bright enough for late study nights.');

  await visit(page, '/', heading('Campus Market'), 'the landing page');
  await page.getByRole('button', { name: 'Categories' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  await sidebar.getByRole('button', { name: gear.name }).click();
  await expect(sidebar.getByRole('link', { name: `Lamps ${token}` })).toBeVisible();
  await expectAccessible(page, 'the category sidebar');
  await page.keyboard.press('Escape');

  await visit(page, '/shop', heading('Shop'), 'the shop');
  await visit(
    page,
    `/shop/${lamps?.id}`,
    () => page.getByRole('article', { name: lamp.name }),
    'a subcategory',
  );
  await visit(page, `/shop/${empty?.id}`, () => page.getByText('No Items Found'), 'an empty subcategory');
  await visit(
    page,
    `/item/${lamp.id}`,
    () => page.getByText('Bright enough for late study nights.'),
    'a product',
  );
  await visit(page, `/item/${soldOut.id}`, () => page.getByText('Out of stock'), 'a product out of stock');
  await visit(page, '/login', heading('Login'), 'the login form');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the login form with an error');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expectAccessible(page, 'the sign-up form');
  await visit(page, '/forgot-password', heading('Forgot password'));
  await visit(page, '/reset-password', heading('Reset password'));
  // The unknown address is answered 404, as it should be, and the browser logs that.
  browserErrors.expectFailedRequest('/no-such-page', 404);
  await visit(page, '/no-such-page', heading('Page not found'), 'the not-found page');
  await visit(page, '/add-product', () => page.getByText('You must be logged in to save products.'));
});

test('every page a buyer sees passes axe @mobile', async ({ page, market, isMobile }) => {
  // One journey walks many pages, each loaded afresh, each checked whole.
  test.slow();
  const token = uniqueToken();
  const [seller, buyer, newcomer] = await Promise.all([market.seller(), market.account(), market.account()]);
  const [lamp, kettle] = await Promise.all([
    market.product(seller, { name: `Desk Lamp ${token}`, pictures: 1, stock: 9 }),
    market.product(seller, { name: `Kettle ${token}`, stock: 9 }),
  ]);
  const delivered = await deliver(buyer, seller, [{ product: lamp, quantity: 1 }]);
  const shipped = await buy(buyer.request, [{ product: kettle, quantity: 1 }]);
  await seller.request.post(`/api/deliveries/${shipped.deliveries[0]?.id}/ship`);
  const conversation = await buyer.request.post('/api/messenger/conversations', {
    data: { about: 'product', productId: lamp.id },
  });
  const { id: conversationId } = await conversation.json();
  await buyer.request.post('/api/messenger/messages', {
    data: { conversationId, message: 'Is the lamp still for sale?' },
  });
  await seller.request.post('/api/messenger/messages', {
    data: { conversationId, message: 'Yes, pick it up at the library.' },
  });

  // A newcomer first: the empty states.
  await signInThroughApi(page.request, newcomer);
  await visit(page, '/showOrder', () => page.getByText('No orders found'), 'My Orders, empty');
  // A phone shows the (empty) list alone; a computer the list beside the chat.
  await visit(
    page,
    '/messenger',
    () => page.getByText(isMobile ? 'No messages yet' : 'Select a user to chat'),
    'the messenger, empty',
  );
  await visit(
    page,
    '/seller',
    () => page.getByRole('button', { name: 'Apply as Seller' }),
    'the seller page of a buyer',
  );
  await visit(page, '/admin', heading('Administrators only'), 'an admin page for a buyer');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectAccessible(page, 'the empty cart');
  await page.keyboard.press('Escape');

  await switchAccount(page, buyer);
  await visit(
    page,
    `/item/${lamp.id}`,
    () => page.getByRole('button', { name: 'Submit Review' }),
    'a product to review',
  );
  await visit(
    page,
    `/shop?q=${token}`,
    () => page.getByRole('article', { name: kettle.name }),
    'search results',
  );
  await page.getByRole('article', { name: kettle.name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await expectAccessible(page, 'the shop with a toast');
  await openMenu(page, buyer);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: /^Notifications/ })).toBeVisible();
  await expectAccessible(page, 'the notifications');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText(kettle.name)).toBeVisible();
  await expectAccessible(page, 'the cart with an item');
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(heading('Review your order')(page)).toBeVisible();
  await expectAccessible(page, 'the order review');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectAccessible(page, 'the payment form');
  await checkDialog(
    page,
    () => page.getByRole('link', { name: 'Campus Market home' }).click(),
    /.+/,
    'the leave warning',
  );
  await page.getByRole('radio', { name: 'Nagad' }).click();
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByLabel('Delivery address').fill('Room 214, North Hall');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Pay with SSLCommerz' })).toBeVisible();
  await expectAccessible(page, "SSLCommerz's simulated method page");
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await page.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expectAccessible(page, 'the payment success view');

  await visit(page, '/showOrder', () => page.getByRole('button', { name: /Received/ }).first(), 'My Orders');
  await checkDialog(
    page,
    () =>
      page
        .getByRole('button', { name: /Received/ })
        .first()
        .click(),
    /.+/,
    'the Received confirmation',
  );
  await visit(page, `/showOrder/${delivered.id}`, heading(`Order #${delivered.id}`), "an order's page");
  await visit(
    page,
    `/messenger?c=${conversationId}`,
    () => page.getByRole('log').getByText('Yes, pick it up at the library.'),
    'a conversation',
  );
  await visit(page, '/profile', heading('Profile'));
  const pending = await placeOrder(buyer.request, [{ product: lamp, quantity: 1 }]);
  await visit(
    page,
    '/showOrder',
    () => page.getByRole('link', { name: /Pay now/ }).first(),
    'My Orders with an order awaiting payment',
  );
  await visit(
    page,
    `/payment?order=${pending.orderId}&payment=${pending.paymentId}`,
    () => page.getByRole('timer'),
    'the payment form of an order resumed',
  );
});

test('every page a seller sees passes axe, banned or not @mobile', async ({ page, market }) => {
  // One journey walks many pages, each loaded afresh, each checked whole.
  test.slow();
  const token = uniqueToken();
  const [seller, newSeller, bannedSeller, buyer] = await Promise.all([
    market.seller(),
    market.seller(),
    market.seller(),
    market.account(),
  ]);
  const admin = await market.admin();
  const pencils = await market.product(seller, { name: `Pencils ${token}`, pictures: 1 });
  await market.product(seller, { name: `Ruler ${token}`, approved: false });
  await buy(buyer.request, [{ product: pencils, quantity: 2 }]);
  await admin.post(`/api/admin/sellers/${bannedSeller.id}/ban`);

  await signInThroughApi(page.request, newSeller);
  await visit(page, '/seller/products', () => page.getByText('No products found'), 'My Products, empty');
  await visit(
    page,
    '/seller/sellerOrder',
    () => page.getByText('No orders found for your products.'),
    'Seller orders, empty',
  );

  await switchAccount(page, seller);
  await visit(page, '/seller', heading('Seller dashboard'));
  await visit(
    page,
    '/seller/products',
    () => page.getByText(`Ruler ${token}`).filter({ visible: true }),
    'My Products',
  );
  const markOut = page.getByRole('button', { name: `Mark Out of Stock: ${pencils.name}` });
  await checkDialog(page, () => markOut.click(), 'Please confirm', 'the status confirmation');
  await visit(
    page,
    '/seller/sellerOrder',
    () => page.getByRole('button', { name: 'Mark as On the Way' }).first(),
    'Seller orders',
  );
  await visit(page, '/add-product', heading('Add Product'));
  await page.getByRole('tab', { name: 'Preview' }).first().click();
  await expectAccessible(page, 'the product form, preview');
  await visit(page, `/update-product/${pencils.id}`, () =>
    page.getByRole('button', { name: 'Update Product' }),
  );

  await switchAccount(page, bannedSeller);
  await visit(page, '/seller', () => page.getByText('Account Banned'), 'the dashboard of a banned seller');
  await visit(
    page,
    '/seller/products',
    () => page.getByText('Account Banned'),
    'My Products of a banned seller',
  );
  await visit(
    page,
    '/seller/sellerOrder',
    () => page.getByText('Account Banned'),
    'Seller orders of a banned seller',
  );
  await visit(
    page,
    '/add-product',
    () => page.getByText('Account Banned'),
    'the product form of a banned seller',
  );
});

test('every page an administrator sees passes axe @mobile', async ({ page, market }) => {
  // One journey walks many pages, each loaded afresh, each checked whole.
  test.slow();
  const token = uniqueToken();
  const [seller, applicant, buyer] = await Promise.all([market.seller(), market.account(), market.account()]);
  await applicant.request.post('/api/seller/application');
  const pendingProduct = await market.product(seller, { name: `Globe ${token}`, approved: false });
  const sold = await market.product(seller, { name: `Atlas ${token}` });
  const order = await buy(buyer.request, [{ product: sold, quantity: 1 }]);
  // A paid order still to deliver offers no Delete: the confirmation is an unpaid one's.
  const unpaid = await placeOrder(buyer.request, [{ product: sold, quantity: 1 }]);
  const category = await market.category(`Crafts ${token}`, ['Paper', 'Paint']);

  await signInThroughApi(page.request, demoAdmin);
  await visit(page, '/admin', heading('Admin dashboard'));
  await visit(
    page,
    '/admin/totalProducts',
    () => page.getByRole('button', { name: /^Approve/ }).first(),
    'All Products',
  );
  await page.getByLabel('Search by product name').fill(pendingProduct.name);
  await checkDialog(
    page,
    () =>
      page
        .getByRole('button', { name: /^Approve/ })
        .first()
        .click(),
    'Please confirm',
    'the approve confirmation',
  );
  await visit(page, '/admin/sellers', heading('Seller management'));
  await visit(
    page,
    '/admin/sellers/pending',
    () => page.getByText(applicant.email).filter({ visible: true }),
    'Pending Sellers',
  );
  await visit(
    page,
    '/admin/sellers/total',
    () => page.getByText(seller.email).filter({ visible: true }),
    'Total Sellers',
  );
  await page.getByLabel('Search sellers').fill(seller.email);
  await checkDialog(
    page,
    () => page.getByRole('button', { name: `Ban ${seller.name}` }).click(),
    'Please confirm',
    'the ban confirmation',
  );
  await visit(
    page,
    '/admin/categories',
    () => page.getByText('Select a category to view subcategories'),
    'Categories',
  );
  await page.getByRole('button', { name: new RegExp(`^${category.name}`) }).click();
  await expect(page.getByRole('list', { name: `Subcategories of ${category.name}` })).toBeVisible();
  await expectAccessible(page, 'Categories with one selected');
  await checkDialog(
    page,
    () => page.getByRole('button', { name: `Delete category ${category.name}` }).click(),
    'Please confirm',
    'the delete category confirmation',
  );
  await visit(
    page,
    '/admin/totalOrders',
    () => page.getByText(`#${order.id}`).filter({ visible: true }).first(),
    'All Orders',
  );
  await page.getByRole('textbox', { name: /Search/ }).fill(String(unpaid.orderId));
  await checkDialog(
    page,
    () =>
      page
        .getByRole('button', { name: /^Delete/ })
        .first()
        .click(),
    'Please confirm',
    'the delete order confirmation',
  );
  await visit(page, '/admin/reports', heading(/^Reports/), 'the moderation queue');
  await visit(page, '/dev/mail', heading('Mail outbox'), 'the mail outbox');
});
