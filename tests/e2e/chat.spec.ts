import { expect, test } from './fixtures/market-test';
import { collectConsoleErrors } from './support/console-errors';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

test('a buyer messages a seller from a product and both see the conversation live @mobile', async ({
  page,
  browser,
  market,
}, testInfo) => {
  const consoleErrors = collectConsoleErrors(page);
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const book = await market.product(seller);
  const question = 'Is the calculus book still available?';
  const answer = 'Yes, you can pick it up tomorrow.';

  // A visitor who asks to message the seller signs in first and lands in the chat.
  await page.goto(`/item/${book.id}`);
  await page.getByRole('link', { name: 'Message Seller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/messenger\?with=/);
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();

  // The seller has the messenger open on a computer.
  const sellerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerPage.request, seller);
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

  // It reaches the seller without a reload: the partner appears in the list, and the chat opens from it.
  const conversations = sellerPage.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByRole('link', { name: buyer.name }).click();
  const sellerLog = sellerPage.getByRole('log', { name: `Messages with ${buyer.name}` });
  await expect(sellerLog.getByText(question)).toBeVisible();
  await sellerPage.getByRole('textbox', { name: 'Message' }).fill(answer);
  await sellerPage.getByRole('button', { name: 'Send' }).click();

  await expect(buyerLog.getByText(answer)).toBeVisible();
  if (testInfo.project.name === 'mobile') {
    // On a phone the chat takes the whole screen, with a way back to the list.
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: seller.name }),
    ).toBeVisible();
  }
  await expectAccessible(page, 'the messenger');
  await sellerContext.close();
  expect(consoleErrors).toEqual([]);
});
