import type { Browser, Page, TestInfo } from '@playwright/test';
import type { Account } from './fixtures/accounts';
import { expect, type Market, test } from './fixtures/market-test';
import { buy } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { holdLiveConnection } from './support/hold-requests';
import { signInThroughApi } from './support/sign-in-through-api';
import { eachStartsWith } from './support/starts-with';

/** An order in My Orders: a table row on wide screens, a card on phones. */
function myOrder(page: Page, orderId: number) {
  return page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(page.getByRole('article', { name: `Order #${orderId}` }));
}

/** A second browser on a computer, signed in as `account`: the other side of the sale. */
async function otherBrowser(browser: Browser, testInfo: TestInfo, account: Account) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInThroughApi(page.request, account);
  return { context, page };
}

/** A seller's lamp with a picture, which a buyer bought `quantity` of and paid for. */
async function paidSale(market: Market, quantity: number) {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const lamp = await market.product(seller, { name: `Desk Lamp ${uniqueToken()}`, pictures: 1 });
  const order = await buy(buyer.request, [{ product: lamp, quantity }]);
  return { seller, buyer, lamp, order };
}

test('the buyer messages the seller about an order from My Orders, and the seller answers from Seller orders @mobile', async ({
  page,
  browser,
  market,
}, testInfo) => {
  const { seller, buyer, lamp, order } = await paidSale(market, 1);
  const subject = `Order #${order.id}: ${lamp.name}`;
  await signInThroughApi(page.request, buyer);

  await page.goto('/showOrder');
  await myOrder(page, order.id)
    .getByRole('link', { name: /^Message seller/ })
    .click();
  await expect(page).toHaveURL(/\/messenger\?c=\d+$/);
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  await expect(page.getByText('About an order')).toBeVisible();
  await expect(page.getByRole('img', { name: subject })).toHaveAttribute(
    'src',
    /^\/images\/thumb\/.+\.webp$/,
  );
  await expect(page.getByRole('link', { name: subject, exact: true })).toHaveAttribute(
    'href',
    `/showOrder/${order.id}`,
  );
  const question = 'Could you bring it to the library at 5?';
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByLabel('You said', { exact: true })).toHaveText(eachStartsWith([question]));
  await expectAccessible(page, 'a conversation about an order');

  const other = await otherBrowser(browser, testInfo, seller);
  await other.page.goto('/seller/sellerOrder');
  const line = other.page.getByRole('row').filter({ hasText: `#${order.id}` });
  await line.getByRole('link', { name: /^Message buyer/ }).click();
  const conversationId = new URL(page.url()).searchParams.get('c');
  await expect(other.page).toHaveURL(new RegExp(`/messenger\\?c=${conversationId}$`));
  const sellerLog = other.page.getByRole('log', { name: `Messages with ${buyer.name}` });
  await expect(sellerLog.getByText(question)).toBeVisible();
  await expect(other.page.getByRole('link', { name: subject, exact: true })).toHaveAttribute(
    'href',
    '/seller/sellerOrder',
  );
  await other.page.getByRole('textbox', { name: 'Message' }).fill('Yes, see you there.');
  await other.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByLabel('They said', { exact: true })).toHaveText(
    eachStartsWith(['Yes, see you there.']),
  );
  await other.context.close();
});

test("the seller marks a part On the Way, the buyer confirms Received on the order's page, which tells its story", async ({
  page,
  browser,
  market,
  browserErrors,
}, testInfo) => {
  const { seller, buyer, lamp, order } = await paidSale(market, 2);
  const deliveryId = order.deliveries[0]?.id ?? 0;
  // The buyer asked about the part before.
  const opened = await buyer.request.post('/api/messenger/conversations', {
    data: { about: 'order-part', deliveryId },
  });
  const conversationId: number = (await opened.json()).id;
  await buyer.request.post('/api/messenger/messages', { data: { conversationId, message: 'Is it packed?' } });
  await signInThroughApi(page.request, buyer);

  // From My Orders, the order's number leads to its page.
  await page.goto('/showOrder');
  await myOrder(page, order.id)
    .getByRole('link', { name: `Order #${order.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/showOrder/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Order #${order.id} · Campus Market`);
  const part = page.getByRole('region', { name: `From ${seller.name}` });
  await expect(part.getByRole('listitem').filter({ hasText: lamp.name })).toContainText('2 x TK 500.00');
  const history = part.getByRole('list', { name: 'Status history' });
  await expect(history.getByText('Pending')).toBeVisible();
  await expect(part.getByRole('list', { name: `Messages with ${seller.name}` })).toContainText(
    'You: Is it packed?',
  );
  await expect(part.getByRole('button', { name: /^Received/ })).toHaveCount(0);
  await expectAccessible(page, "the order's page");

  // The seller ships from Seller orders: the action sits beside the status badge.
  const other = await otherBrowser(browser, testInfo, seller);
  await other.page.goto('/seller/sellerOrder');
  const line = other.page.getByRole('row').filter({ hasText: `#${order.id}` });
  // The status cell holds the badge and, under it, the part's deadline.
  const status = line.getByRole('cell').filter({ hasText: /, or it is cancelled and refunded$/ });
  await expect(status.getByText('Pending', { exact: true })).toBeVisible();
  await line.getByRole('button', { name: 'Mark as On the Way' }).click();
  await expect(line.getByText('On the Way', { exact: true })).toBeVisible();
  await expect(line.getByText(/^Received automatically on /)).toBeVisible();
  await expect(line.getByRole('button', { name: 'Mark as On the Way' })).toHaveCount(0);

  // The buyer's page hears of it, and Received asks before it acts.
  await expect(history.getByText('On the Way')).toBeVisible();
  await part.getByRole('button', { name: /^Received/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`order #${order.id} from ${seller.name}`);
  await confirm.getByRole('button', { name: 'Yes, I received them' }).click();
  await expect(part.getByText('Delivered').first()).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.locator('time')).toHaveCount(3);

  // The seller's answer arrives here too, and the conversation continues in Messages.
  await other.page.goto(`/messenger?c=${conversationId}`);
  await other.page.getByRole('textbox', { name: 'Message' }).fill('Packed and on its way.');
  await other.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(part.getByRole('list', { name: `Messages with ${seller.name}` })).toContainText(
    `${seller.name}: Packed and on its way.`,
  );
  await part.getByRole('link', { name: 'Continue the conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/messenger\\?c=${conversationId}$`));
  await other.context.close();

  // Nobody else sees the order: it is answered as missing (404, which the stranger's browser logs once).
  browserErrors.expectFailedRequest(`/api/orders/${order.id}`, 404);
  const stranger = await otherBrowser(browser, testInfo, await market.account());
  const asked: string[] = [];
  stranger.page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/orders/${order.id}`) asked.push(request.url());
  });
  // Its live connection comes up only after the answer: a missing order is not asked for again then.
  const connect = await holdLiveConnection(stranger.page);
  await stranger.page.goto(`/showOrder/${order.id}`);
  await expect(stranger.page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  const caughtUp = stranger.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications',
  );
  await connect();
  await caughtUp;
  expect(asked).toHaveLength(1);
  await stranger.context.close();
});
