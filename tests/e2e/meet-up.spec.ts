import type { Browser, TestInfo } from '@playwright/test';
import type { Account } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { expectAccessible } from './support/expect-accessible';
import { myOrder } from './support/my-order';
import { signInThroughApi } from './support/sign-in-through-api';

/** The seller's own browser, on the same kind of device as the test's project, signed in. */
async function sellerBrowser(browser: Browser, testInfo: TestInfo, seller: Account) {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await signInThroughApi(page.request, seller);
  return { context, page };
}

test('a buyer pays the seller in person: the order awaits the meet-up until the seller marks it Paid and handed over with the buyer’s code @mobile', async ({
  page,
  browser,
  market,
  browserErrors,
}, testInfo) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { price: 450 });
  expect(
    (await buyer.request.post('/api/cart/items', { data: { productId: lamp.id, quantity: 2 } })).ok(),
  ).toBe(true);
  await signInThroughApi(page.request, buyer);

  await page.goto('/order');
  await expect(page.getByText('2 x TK 450.00 = TK 900.00')).toBeVisible();
  await page.getByRole('radio', { name: 'Pay the seller in person' }).click();
  await expect(page.getByText('Your items are held for 48 hours.', { exact: false })).toBeVisible();
  const advice = page.getByRole('note', { name: 'Meeting safely' });
  await expect(advice.getByText('Never send money before you meet.')).toBeVisible();
  await expect(advice.getByText('Check a bKash payment in your own bKash app.')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please say where you would like to meet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('01712345678');
  await page.getByRole('textbox', { name: 'Where to meet' }).fill('Library entrance');
  await expectAccessible(page, 'the order review, paid in person');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/showOrder\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText(/^Cash on meet-up · Held until /)).toBeVisible();
  await expect(page.getByText('Meet at Library entrance · 01712345678')).toBeVisible();
  await expect(page.getByText('Awaiting meet-up')).toBeVisible();
  const codeBox = page.getByRole('region', { name: /^Your hand-over code/ });
  await expect(codeBox.getByText('Give this code to the seller only once you have the item.')).toBeVisible();
  const code = (await codeBox.getByText(/^[0-9]{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^[0-9]{6}$/);
  await expectAccessible(page, 'the order awaiting its meet-up, with the hand-over code');
  const { deliveries } = await (await buyer.request.get(`/api/orders/${orderId}`)).json();
  // The seller's one wrong code is refused on purpose.
  browserErrors.expectFailedRequest(`/api/deliveries/${deliveries[0].id}/hand-over`, 400);

  // The chat about the meet-up shows the same advice, folded to its title on a phone.
  await page.goto(`/messenger?part=${deliveries[0].id}`);
  const chatAdvice = page.getByRole('note', { name: 'Meeting safely' });
  await expect(chatAdvice).toBeVisible();
  if (testInfo.project.use.isMobile) await chatAdvice.getByRole('button', { name: 'Show tips' }).click();
  await expect(chatAdvice.getByText('Never take a screenshot as proof of payment.')).toBeVisible();
  await expectAccessible(page, 'a chat about a meet-up, with the advice');

  await page.goto('/showOrder');
  const row = myOrder(page, orderId);
  await expect(row.getByText('Awaiting meet-up')).toBeVisible();
  await expect(row.getByText(/^Held until /)).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await expect(row.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page, 'My Orders with a meet-up');

  // The seller has Seller orders open in their own browser; the buyer keeps My Orders open.
  const { context: sellerContext, page: sellerPage } = await sellerBrowser(browser, testInfo, seller);
  try {
    await sellerPage.goto('/seller/sellerOrder');
    const line = sellerPage
      .getByRole('article', { name: `Order #${orderId}: ${lamp.name}` })
      .or(sellerPage.getByRole('row').filter({ hasText: `#${orderId}` }));
    await expect(line.getByText('Awaiting meet-up')).toBeVisible();
    await expect(line).toContainText('Library entrance');
    await expect(line.getByRole('button', { name: 'Mark as On the Way' })).toHaveCount(0);
    await expectAccessible(sellerPage, 'Seller orders with a meet-up');
    // It takes the cash as paid for good: asked first, with the buyer's code, and Not yet changes nothing.
    await line.getByRole('button', { name: /Paid and handed over/ }).click();
    const question = sellerPage.getByRole('dialog', { name: 'Paid and handed over' });
    await expect(
      question.getByText(`pay you in cash and take the items of order #${orderId}?`, { exact: false }),
    ).toBeVisible();
    await question.getByRole('button', { name: 'Not yet' }).click();
    await expect(line.getByText('Awaiting meet-up')).toBeVisible();
    await line.getByRole('button', { name: /Paid and handed over/ }).click();
    const codeField = question.getByRole('textbox', { name: 'Hand-over code' });
    await codeField.fill('12');
    await question.getByRole('button', { name: 'Yes, paid and handed over' }).click();
    await expect(question.getByText('Please enter the 6 digits of the hand-over code.')).toBeVisible();
    // A wrong code is refused in the dialog, which stays open, and changes nothing.
    await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await question.getByRole('button', { name: 'Yes, paid and handed over' }).click();
    await expect(question.getByRole('alert')).toContainText(
      "This is not the buyer's hand-over code. 4 tries left.",
    );
    await expectAccessible(sellerPage, 'the hand-over dialog refusing a wrong code');
    await codeField.fill(code);
    await question.getByRole('button', { name: 'Yes, paid and handed over' }).click();
    await expect(question).toHaveCount(0);
    await expect(line.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(line.getByRole('button', { name: /Paid and handed over/ })).toHaveCount(0);
  } finally {
    await sellerContext.close();
  }

  // The buyer's open My Orders hears of it: no reload.
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText('Delivered')).toBeVisible();
  await expect(row.getByText('Awaiting meet-up')).toHaveCount(0);
  await expect(row.getByText(code, { exact: true })).toHaveCount(0);
  await row
    .getByRole('link', { name: `Order #${orderId}` })
    .first()
    .click();
  await expect(page.getByText('Cash on meet-up', { exact: true })).toBeVisible();
});

test('a seller who turns cash on meet-up off is paid online only', async ({
  page,
  browser,
  market,
}, testInfo) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const stool = await market.product(seller);
  const { context: sellerContext, page: sellerPage } = await sellerBrowser(browser, testInfo, seller);
  try {
    await sellerPage.goto('/seller');
    const setting = sellerPage.getByRole('switch', { name: 'Take cash on meet-up' });
    await expect(setting).toBeChecked();
    await setting.click();
    await expect(sellerPage.getByText('Buyers now pay online for your products.')).toBeVisible();
    await expect(setting).not.toBeChecked();
  } finally {
    await sellerContext.close();
  }

  expect((await buyer.request.post('/api/cart/items', { data: { productId: stool.id } })).ok()).toBe(true);
  await signInThroughApi(page.request, buyer);
  await page.goto('/order');
  await expect(page.getByRole('radio', { name: 'Pay online' })).toBeChecked();
  await expect(
    page.getByText(
      `Paying in person is not offered for ${stool.name}: their seller takes online payment only.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay the seller in person' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
});
