import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { devMailListSchema } from '../../src/domain/account';
import type { Account } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, placeOrder, ship } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

/** The header's bell, by the unread count its name gives. */
const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
    exact: true,
  });

const chatIcon = (page: Page) => page.getByRole('link', { name: /^Messages/ });

/** The subjects of the newest mails in the development outbox to `account`. */
async function mailSubjects(request: APIRequestContext, account: Account) {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(account.email)}`);
  return devMailListSchema.parse(await response.json()).map((mail) => mail.subject);
}

/** A browser of the test's second person, signed in. */
async function secondBrowser(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughApi(page.request, account);
  return { context, page };
}

test('a paid order reaches the seller at once: the bell, Seller orders and an email', async ({
  page,
  browser,
  market,
}, testInfo) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { name: `Desk Lamp ${uniqueToken()}`, price: 950 });

  // The seller has Seller orders open; being approved, and their lamp, were news already.
  await signInThroughApi(page.request, seller);
  await page.goto('/seller/sellerOrder');
  await expect(page.getByText('No orders found for your products.')).toBeVisible();
  await bell(page, 2).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel.getByRole('link', { name: /Your seller application was approved/ })).toBeVisible();
  await expect(
    panel.getByRole('link', { name: `Unread: ${lamp.name} was approved and is now in the shop` }),
  ).toBeVisible();
  await expectAccessible(page, 'the notifications', '[role=dialog]');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page, 0)).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The buyer pays in their own browser.
  const buyerBrowser = await secondBrowser(browser, testInfo.project.use.baseURL ?? '', buyer);
  const buyerPage = buyerBrowser.page;
  const { orderId, paymentId } = await placeOrder(buyerPage.request, [{ product: lamp, quantity: 2 }]);
  await buyerPage.goto(`/payment?order=${orderId}&payment=${paymentId}`);
  await buyerPage.getByRole('radio', { name: 'Nagad' }).click();
  await buyerPage.getByLabel('Phone number').fill('01712345678');
  await buyerPage.getByLabel('Delivery address').fill('Room 214, North Hall, Campus');
  await buyerPage.getByRole('button', { name: 'Pay TK 1,900.00' }).click();
  // SSLCommerz's page: Nagad, then Pay; it posts the buyer back to the shop.
  await expect(buyerPage.getByRole('heading', { name: 'Pay with SSLCommerz' })).toBeVisible();
  await buyerPage.getByRole('radio', { name: 'Nagad' }).check();
  await buyerPage.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

  // Without a reload: the line is in Seller orders and the bell counts the order.
  const line = page.getByRole('row').filter({ hasText: lamp.name });
  await expect(line).toContainText(buyer.name);
  await expect(line).toContainText('TK 1,900.00');
  await bell(page, 1).click();
  const news = page.getByRole('link', { name: `Unread: New order #${orderId} from ${buyer.name}` });
  await news.click();
  await expect(page).toHaveURL(/\/seller\/sellerOrder$/);
  await expect(bell(page, 0)).toBeVisible();

  // And by email.
  await expect
    .poll(() => mailSubjects(seller.request, seller))
    .toContain(`New order #${orderId} on Campus Market`);
  await buyerBrowser.context.close();
});

test('shipping reaches the buyer at once: My Orders, the bell and an email', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  const { id: orderId, deliveries } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);
  await page.goto('/showOrder');
  const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(bell(page, 0)).toBeVisible();

  await ship(seller.request, deliveries[0]?.id ?? 0);

  await expect(row.getByText('On the Way')).toBeVisible();
  await bell(page, 1).click();
  await page
    .getByRole('link', { name: `Unread: Order #${orderId} is on the way from ${seller.name}` })
    .click();
  await expect(page).toHaveURL(/\/showOrder$/);
  await expect(bell(page, 0)).toBeVisible();
  await expect
    .poll(() => mailSubjects(buyer.request, buyer))
    .toContain(`Your order #${orderId} is on the way`);
});

test('an unread message shows on the chat icon, in the list and in the bell, and is read when opened @mobile', async ({
  page,
  market,
}) => {
  const [reader, sender] = await Promise.all([market.account('reader'), market.account('sender')]);
  const say = async (message: string) => {
    const opened = await sender.request.post('/api/messenger/conversations', {
      data: { about: 'person', userId: reader.id },
    });
    expect(opened.status(), 'conversation opened').toBe(200);
    const { id: conversationId } = (await opened.json()) as { id: number };
    const sent = await sender.request.post('/api/messenger/messages', { data: { conversationId, message } });
    expect(sent.status(), 'message sent').toBe(201);
  };
  await signInThroughApi(page.request, reader);
  await page.goto('/shop');
  await expect(chatIcon(page)).toHaveAccessibleName('Messages');

  await say('Is the calculator still available?');
  await say('I can pick it up today.');
  await expect(chatIcon(page)).toHaveAccessibleName('Messages, 2 unread in 1 conversation');
  await expect(bell(page, 1)).toBeVisible();

  await chatIcon(page).click();
  const partner = page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: sender.name });
  await expect(partner).toContainText('2 unread');
  await expectAccessible(page, 'the messenger with an unread conversation');
  await partner.click();
  await expect(page.getByRole('log', { name: `Messages with ${sender.name}` })).toContainText(
    'I can pick it up today.',
  );
  await expect(chatIcon(page)).toHaveAccessibleName('Messages');
  await expect(bell(page, 0)).toBeVisible();

  // A message to the chat on screen is read as it arrives: no badge comes back.
  await say('See you at the library.');
  await expect(page.getByRole('log', { name: `Messages with ${sender.name}` })).toContainText(
    'See you at the library.',
  );
  await expect(chatIcon(page)).toHaveAccessibleName('Messages');

  // Away from the chat, the next one counts again.
  await page.goto('/shop');
  await say('Or tomorrow?');
  await expect(chatIcon(page)).toHaveAccessibleName('Messages, 1 unread in 1 conversation');
  await bell(page, 1).click();
  await page.getByRole('link', { name: `Unread: New message from ${sender.name}` }).click();
  // The bell's link names the person; the page then opens their conversation by its id.
  await expect(page).toHaveURL(/\/messenger\?c=\d+$/);
  await expect(page.getByRole('log', { name: `Messages with ${sender.name}` })).toContainText('Or tomorrow?');
  await expect(chatIcon(page)).toHaveAccessibleName('Messages');
});

test('each email can be turned off on the profile', async ({ page, market }) => {
  const person = await market.account();
  await signInThroughApi(page.request, person);
  await page.goto('/profile');
  const group = page.getByRole('group', { name: 'Email notifications' });
  const digest = group.getByRole('switch', { name: /Unread messages/ });
  await expect(digest).toBeChecked();
  await expect(group.getByRole('switch', { name: /New orders/ })).toBeChecked();
  await digest.click();
  await group.getByRole('button', { name: 'Save email preferences' }).click();
  await expect(page.getByText('Email preferences saved.')).toBeVisible();
  await expectAccessible(page, 'the profile');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Unread messages/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Orders on the way/ })).toBeChecked();
});
