import type { Page } from '@playwright/test';
import { expect, type Market, test } from './fixtures/market-test';
import { expectAccessible } from './support/expect-accessible';
import { holdLiveConnection } from './support/hold-requests';
import { signInThroughApi } from './support/sign-in-through-api';
import { eachStartsWith } from './support/starts-with';

test('a buyer messages a seller from a product and both see the conversation live @mobile', async ({
  page,
  browser,
  market,
}, testInfo) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const book = await market.product(seller);
  const question = 'Is the calculus book still available?';
  const answer = 'Yes, you can pick it up tomorrow.';
  const thanks = 'Thanks, see you then.';

  // A visitor who asks to message the seller signs in first and lands in the chat.
  await page.goto(`/item/${book.id}`);
  await page.getByRole('link', { name: 'Message Seller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/messenger\?c=\d+$/);
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  // The conversation is about the book, and links back to it.
  await expect(page.getByText('About a product')).toBeVisible();
  await expect(page.getByRole('link', { name: book.name })).toHaveAttribute('href', `/item/${book.id}`);

  // The seller has the messenger open on a computer, its live connection still on its way.
  const sellerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerPage.request, seller);
  const connectSeller = await holdLiveConnection(sellerPage);
  await sellerPage.goto('/messenger');
  await expect(sellerPage.getByText('Select a user to chat')).toBeVisible();

  // Enter sends; a blank message is not sent.
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('   ');
  await input.press('Enter');
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const buyerLog = page.getByRole('log', { name: `Messages with ${seller.name}` });
  await expect(buyerLog.getByText(question)).toBeVisible();
  await expect(buyerLog.getByText('   ', { exact: true })).toHaveCount(0);

  // It reaches the seller without a reload once the connection is up, though it was sent before: the partner
  // appears in the list, and the chat opens from it.
  await connectSeller();
  const conversations = sellerPage.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByRole('link', { name: buyer.name }).click();
  const sellerLog = sellerPage.getByRole('log', { name: `Messages with ${buyer.name}` });
  await expect(sellerLog.getByText(question)).toBeVisible();
  await sellerPage.getByRole('textbox', { name: 'Message' }).fill(answer);
  await sellerPage.getByRole('button', { name: 'Send' }).click();
  await expect(buyerLog.getByText(answer)).toBeVisible();
  // What is sent now, with the seller connected, is pushed to the open chat.
  await input.fill(thanks);
  await input.press('Enter');
  await expect(sellerLog.getByText(thanks)).toBeVisible();

  if (testInfo.project.name === 'mobile') {
    // On a phone the chat takes the whole screen, with a way back to the list.
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: seller.name }),
    ).toBeVisible();
  }
  await expectAccessible(page, 'the messenger');
  await sellerContext.close();
});

/** A buyer signed in on `page` with the chat about a seller's product open; answers its parts. */
async function openChat(page: Page, market: Market) {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  await signInThroughApi(page.request, buyer);
  await page.goto(`/messenger?product=${product.id}`);
  await expect(page).toHaveURL(/\/messenger\?c=\d+$/);
  const log = page.getByRole('log', { name: `Messages with ${seller.name}` });
  return {
    seller,
    input: page.getByRole('textbox', { name: 'Message' }),
    sent: log.getByLabel('You said', { exact: true }),
    sending: log.getByLabel('You are sending', { exact: true }),
  };
}

/** Holds every send request until released; `arrived` resolves once the first one reached the browser's network. */
async function holdSends(page: Page) {
  let arrived!: () => void;
  let release!: () => void;
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/messenger/messages', async (route) => {
    arrived();
    await gate;
    await route.continue();
  });
  return { arrived: first, release };
}

test('what is typed while a message is sending stays in the box', async ({ page, market }) => {
  const { input, sent, sending } = await openChat(page, market);
  const held = await holdSends(page);

  await input.fill('first desktop 1');
  await input.press('Enter');
  await held.arrived;
  await expect(input).toHaveValue('');
  await expect(sending).toHaveText(eachStartsWith(['first desktop 1']));
  // The request is still on its way: type the next message now.
  await input.pressSequentially('second desktop 2');
  held.release();
  await expect(sent).toHaveText(eachStartsWith(['first desktop 1']));
  await expect(sending).toHaveCount(0);
  await expect(input).toHaveValue('second desktop 2');
  await input.press('Enter');
  await expect(sent).toHaveText(eachStartsWith(['first desktop 1', 'second desktop 2']));
  await expect(input).toHaveValue('');
});

test('a message the live connection brings before the answer to its request shows once, as sent', async ({
  page,
  market,
}) => {
  const { input, sent, sending } = await openChat(page, market);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  // The server stores the message and tells the open chats; the answer to the request itself is held back.
  await page.route(
    '**/api/messenger/messages',
    async (route) => {
      const response = await route.fetch();
      await answered;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await input.fill('Still there?');
  await input.press('Enter');
  await expect(sent).toHaveText(eachStartsWith(['Still there?']));
  await expect(sending).toHaveCount(0);
  answer();
  await input.fill('Good.');
  await input.press('Enter');
  await expect(sent).toHaveText(eachStartsWith(['Still there?', 'Good.']));
  await expect(sending).toHaveCount(0);
});

test('quick Enters send every message, in the order written @mobile', async ({ page, market }) => {
  const { input, sent, sending } = await openChat(page, market);
  const held = await holdSends(page);
  const texts = ['one', 'two', 'three'];

  for (const text of texts) {
    await input.pressSequentially(text);
    await input.press('Enter');
  }
  await held.arrived;
  await expect(input).toHaveValue('');
  await expect(sending).toHaveText(eachStartsWith(texts));
  held.release();
  await expect(sent).toHaveText(eachStartsWith(texts));
  await expect(sending).toHaveCount(0);
  // Stored in that order too.
  await page.reload();
  await expect(sent).toHaveText(eachStartsWith(texts));
});

test('a message that fails to send comes back into the box, with the reason', async ({
  page,
  market,
  browserErrors,
}) => {
  const { input, sent, sending } = await openChat(page, market);
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => {
    fail = resolve;
  });
  // The connection drops while the message travels; what is typed meanwhile is kept after it. The browser logs
  // the lost request.
  browserErrors.expectFailedRequest('/api/messenger/messages', 'net::ERR_INTERNET_DISCONNECTED');
  await page.route('**/api/messenger/messages', async (route) => {
    arrived();
    await failing;
    await route.abort('internetdisconnected');
  });
  await input.fill('Can we meet at the library?');
  await input.press('Enter');
  await reached;
  await input.pressSequentially('At 5?');
  fail();
  await expect(
    page.getByText(
      'Failed to send message: Could not reach the server. Check your connection and try again.',
    ),
  ).toBeVisible();
  await expect(input).toHaveValue('Can we meet at the library? At 5?');
  await expect(sending).toHaveCount(0);
  await expect(sent).toHaveCount(0);

  // Back online, Enter sends it, and the failure is no longer shown.
  await page.unroute('**/api/messenger/messages');
  await input.press('Enter');
  await expect(sent).toHaveText(eachStartsWith(['Can we meet at the library? At 5?']));
  await expect(page.getByText(/^Failed to send message/)).toHaveCount(0);
});

test('Shift+Enter starts a new line in a message, and Enter sends it whole @mobile', async ({
  page,
  market,
}) => {
  const { input, sent } = await openChat(page, market);
  await input.pressSequentially('Is it still available?');
  await input.press('Shift+Enter');
  await input.pressSequentially('I can pick it up today.');
  await expect(input).toHaveValue('Is it still available?\nI can pick it up today.');
  await expect(sent).toHaveCount(0);

  await input.press('Enter');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Is it still available?\nI can pick it up today.');
  await expect(input).toHaveValue('');
});
