import type { Page } from '@playwright/test';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, placeOrder } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

/** Answers the confirmation dialog with its spec question by pressing `button`. */
async function confirm(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

async function openFromDashboard(page: Page, section: string) {
  await page.goto('/admin');
  await page.getByRole('link', { name: section }).click();
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page.request, demoAdmin);
});

test('confirms a seller application, then bans and unbans the new seller @mobile', async ({
  page,
  market,
}) => {
  const applicant = await market.account('applicant');
  expect((await applicant.request.post('/api/seller/application')).status()).toBe(201);

  await openFromDashboard(page, 'Sellers');
  await expect(page).toHaveURL(/\/admin\/sellers$/);
  await page.getByRole('link', { name: 'Pending Sellers' }).click();
  // A table row on wide screens, a card on phones.
  const application = page
    .getByRole('row')
    .filter({ hasText: applicant.email })
    .or(page.getByRole('article', { name: applicant.name }));
  await expect(application).toContainText(applicant.email);
  await expectAccessible(page, 'the pending sellers');
  await application.getByRole('button', { name: `Confirm ${applicant.name}` }).click();
  await expect(page.getByText(`${applicant.name} is now a seller.`)).toBeVisible();
  await expect(application).toHaveCount(0);
  expect(await (await applicant.request.get('/api/seller/application')).json()).toEqual({ status: 'seller' });

  await page.getByRole('link', { name: 'Seller management' }).click();
  await page.getByRole('link', { name: 'View Sellers' }).click();
  await page.getByLabel('Search sellers').fill(applicant.email);
  await expect(page.getByRole('heading', { name: 'Total Sellers (1)' })).toBeVisible();
  // A table row on wide screens, a card on phones.
  const row = page
    .getByRole('row')
    .filter({ hasText: applicant.email })
    .or(page.getByRole('article', { name: applicant.name }));
  await expect(row).toContainText('TK 0.00');
  await row.getByRole('button', { name: `Ban ${applicant.name}` }).click();
  await confirm(page, 'Are you sure you want to ban this seller?', 'Ban');
  await expect(row.getByText('BANNED')).toBeVisible();
  await expect(row).toContainText('-1');
  expect(await (await applicant.request.get('/api/seller/application')).json()).toEqual({ status: 'banned' });
  await expectAccessible(page, 'the total sellers with a banned row');

  await row.getByRole('button', { name: `Unban ${applicant.name}` }).click();
  await confirm(page, 'Are you sure you want to unban this seller?', 'Unban');
  await expect(row.getByText('BANNED')).toHaveCount(0);
  expect(await (await applicant.request.get('/api/seller/application')).json()).toEqual({ status: 'seller' });

  await page.getByLabel('Search sellers').fill('nobody-has-this-name');
  await expect(page.getByText('No sellers found.')).toBeVisible();
});

test('adds a category with two subcategories, deletes one, and cannot delete a category in use', async ({
  page,
  market,
  browserErrors,
}) => {
  const books = await market.category('Books', ['Textbooks']);
  await market.product(await market.seller(), { subcategoryId: books.subcategories[0]?.id });
  const name = `Music ${uniqueToken()}`;
  await openFromDashboard(page, 'Categories');
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByText('Select a category to view subcategories')).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category name is required')).toBeVisible();

  await page.getByLabel('Category name').fill(name);
  await page.getByRole('textbox', { name: 'Subcategory 1' }).fill('Guitars');
  await page.getByRole('button', { name: '+ Add Subcategory' }).click();
  await page.getByRole('textbox', { name: 'Subcategory 2' }).fill('Drums');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(
    page.getByText('Category and subcategories added successfully!', { exact: true }),
  ).toBeVisible();

  const subcategories = page.getByRole('list', { name: `Subcategories of ${name}` });
  await expect(subcategories.getByRole('listitem')).toHaveText([/Drums/, /Guitars/]);
  await expectAccessible(page, 'the categories page');
  await subcategories.getByRole('button', { name: 'Delete subcategory Drums' }).click();
  await confirm(page, 'Are you sure you want to delete this subcategory?', 'Delete');
  await expect(page.getByText('Subcategory deleted successfully!', { exact: true })).toBeVisible();
  await expect(subcategories.getByRole('listitem')).toHaveText([/Guitars/]);

  // Books still lists a product: refused (409, which the browser logs), and nothing changes.
  browserErrors.expectFailedRequest(`/api/admin/categories/${books.id}`, 409);
  await page.getByRole('button', { name: `Delete category ${books.name}` }).click();
  await confirm(
    page,
    'Are you sure you want to delete this category? This will also delete all its subcategories.',
    'Delete',
  );
  await expect(page.getByText('Failed to delete category', { exact: true })).toBeVisible();
  await expect(page.getByText('This category still has products.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete category ${books.name}` })).toBeVisible();

  await page.getByRole('button', { name: `Delete category ${name}` }).click();
  await confirm(
    page,
    'Are you sure you want to delete this category? This will also delete all its subcategories.',
    'Delete',
  );
  await expect(page.getByText('Category deleted successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete category ${name}` })).toHaveCount(0);
});

test('approves a pending product and toggles its status', async ({ page, market }) => {
  const { name: pendingProduct } = await market.product(await market.seller(), {
    name: `IELTS Practice Tests ${uniqueToken()}`,
    approved: false,
  });
  await openFromDashboard(page, 'Products');
  await expect(page).toHaveURL(/\/admin\/totalProducts$/);
  await page.getByLabel('Search by product name').fill(pendingProduct);
  const row = page
    .getByRole('row')
    .filter({ hasText: pendingProduct })
    .or(page.getByRole('article', { name: pendingProduct }));
  await expect(row.getByText('Pending')).toBeVisible();
  await expectAccessible(page, 'the products table');

  await row.getByRole('button', { name: `Approve ${pendingProduct}` }).click();
  await confirm(page, 'Are you sure you want to approve this product?', 'Approve');
  await expect(page.getByText('Product approved successfully!')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('button', { name: `Mark Out of Stock: ${pendingProduct}` }).click();
  await confirm(page, 'Are you sure you want to mark as out of stock?', 'Mark Out of Stock');
  await expect(row.getByText('Out of stock')).toBeVisible();
  await row.getByRole('button', { name: `Mark Available: ${pendingProduct}` }).click();
  await confirm(page, 'Are you sure you want to mark as available?', 'Mark Available');
  await expect(row.getByText('Active')).toBeVisible();

  await page.getByLabel('Search by product name').fill('nothing sells under this name');
  await expect(page.getByText('No products found')).toBeVisible();
});

test('finds an unpaid order and deletes it, giving its stock back @mobile', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const yogaMat = await market.product(seller, { name: `Yoga Mat ${uniqueToken()}`, stock: 3 });
  const { orderId } = await placeOrder(buyer.request, [{ product: yogaMat, quantity: 1 }]);

  await openFromDashboard(page, 'Orders');
  await expect(page).toHaveURL(/\/admin\/totalOrders$/);
  await page.getByLabel('Search orders').fill(buyer.email);
  const row = page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(page.getByRole('article', { name: `Order #${orderId}` }));
  await expect(row).toContainText(yogaMat.name);
  await expectAccessible(page, 'the orders table');
  await row.getByRole('button', { name: `Delete order #${orderId}` }).click();
  await confirm(page, 'Are you sure you want to delete this order?', 'Delete');
  await expect(page.getByText('Order deleted successfully!')).toBeVisible();
  await expect(page.getByText('No orders found')).toBeVisible();

  const stockAfter = (await (await page.request.get(`/api/products/${yogaMat.id}`)).json()).stock;
  expect(stockAfter).toBe(3);
  expect((await buyer.request.get(`/api/orders/${orderId}`)).status()).toBe(404);
});

test("cancels a banned seller's paid part of an order; the buyer sees it at once and the stock comes back @mobile", async ({
  page,
  browser,
  baseURL,
  market,
}) => {
  // A new seller with one approved product, and a buyer who paid for two of it.
  const [seller, buyer] = await Promise.all([market.seller('vendor'), market.account()]);
  const fan = await market.product(seller, { name: `Desk fan ${uniqueToken()}`, price: 450, stock: 6 });
  const { id: orderId } = await buy(buyer.request, [{ product: fan, quantity: 2 }]);
  expect((await page.request.post(`/api/admin/sellers/${seller.id}/ban`)).ok()).toBe(true);

  // The buyer watches My Orders in their own browser.
  const buyerContext = await browser.newContext({
    baseURL,
    storageState: await buyer.request.storageState(),
  });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/showOrder');
  const buyerRow = buyerPage
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(buyerPage.getByRole('article', { name: `Order #${orderId}` }));
  await expect(buyerRow.getByText('Pending', { exact: true }).last()).toBeVisible();

  await openFromDashboard(page, 'Orders');
  await page.getByLabel('Search orders').fill(buyer.email);
  const row = page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(page.getByRole('article', { name: `Order #${orderId}` }));
  await expect(row.getByText('BANNED')).toBeVisible();
  await expectAccessible(page, 'the orders with a part to cancel');
  const cancelPart = row.getByRole('button', { name: `Cancel ${seller.name}'s part of order #${orderId}` });
  // Keeping it changes nothing.
  await cancelPart.click();
  await confirm(
    page,
    'Are you sure you want to cancel this part of the order? Its stock comes back and the buyer is told.',
    'Keep it',
  );
  await expect(cancelPart).toBeVisible();
  await cancelPart.click();
  await expectAccessible(page, 'the cancel part confirmation');
  await confirm(
    page,
    'Are you sure you want to cancel this part of the order? Its stock comes back and the buyer is told.',
    'Cancel part',
  );
  await expect(page.getByText('Part of the order cancelled.')).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(cancelPart).toHaveCount(0);

  // Pushed to the buyer's open page; no reload.
  await expect(buyerRow.getByText('Cancelled')).toBeVisible();
  const product = await (await page.request.get(`/api/products/${fan.id}`)).json();
  expect(product.stock).toBe(6);

  // Every part is now settled, so the paid order can be deleted.
  await row.getByRole('button', { name: `Delete order #${orderId}` }).click();
  await confirm(page, 'Are you sure you want to delete this order?', 'Delete');
  await expect(page.getByText('Order deleted successfully!')).toBeVisible();
  await buyerContext.close();
});

test('a signed-in person who is not an administrator is refused', async ({ page, market }) => {
  await page.context().clearCookies();
  await signInThroughApi(page.request, await market.account());
  await page.goto('/admin/totalOrders');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
});
