import type { APIRequestContext } from '@playwright/test';
import { devMailListSchema } from '../../src/domain/account';
import { formatMoney } from '../../src/domain/money';
import { payoutTexts } from '../../src/domain/payout-texts';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { buy, ship } from './fixtures/orders';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

// Runs against the short-windows server of playwright.config.ts: a part shipped at once is received for its buyer
// 20 seconds later and completed 20 seconds after that, when its money becomes the seller's to be paid out.
const deadline = { timeout: 90_000 };

/** The code in the newest wallet-code mail to `email` in the development outbox. */
async function walletCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
      const subject = devMailListSchema
        .parse(await response.json())
        .map((mail) => mail.subject)
        .find((line) => line.startsWith('Your payout wallet code: '));
      code = subject?.slice(-6) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a seller verifies a bKash wallet, asks for a payout of what a completed sale earned, and sees it paid @mobile', async ({
  page,
  browser,
  baseURL,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 640, stock: 2 });
  const order = await buy(buyer.request, [{ product, quantity: 1 }]);
  const part = order.deliveries[0];
  if (!part) throw new Error('the paid order has no part');
  await ship(seller.request, part.id);
  await signInThroughApi(page.request, seller);

  await page.goto('/seller');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/seller\/payouts$/);
  await expect(page.getByText(payoutTexts.walletNone)).toBeVisible();

  const wallet = page.getByRole('region', { name: payoutTexts.walletTitle });
  await wallet.getByRole('textbox', { name: payoutTexts.walletLabel }).fill('01712345678');
  await wallet.getByRole('button', { name: payoutTexts.sendCode }).click();
  await expect(page.getByText(payoutTexts.codeSent(seller.email))).toBeVisible();
  const code = await walletCode(page.request, seller.email);
  await wallet.getByRole('textbox', { name: payoutTexts.codeLabel }).fill(code);
  await wallet.getByRole('button', { name: payoutTexts.verify }).click();
  await expect(wallet.getByText(payoutTexts.walletVerified('01712345678'))).toBeVisible();
  await expectAccessible(page, "the seller's payouts page");

  // The sale's money becomes available once the part is received and its protection window has passed.
  const available = page.getByRole('region', { name: payoutTexts.availableTitle });
  await expect(available).toContainText(formatMoney(640), deadline);
  await available.getByRole('textbox', { name: payoutTexts.amountLabel }).fill('600');
  await available.getByRole('button', { name: payoutTexts.requestPayout }).click();
  await expect(page.getByText(payoutTexts.requested(600))).toBeVisible();
  const payoutRow = page
    .getByRole('region', { name: payoutTexts.historyTitle })
    .getByRole('row')
    .filter({ hasText: formatMoney(600) });
  await expect(payoutRow).toContainText(payoutTexts.statusLabels.requested);

  // The administrator pays it from the merchant app and records its transaction id.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInThroughApi(adminPage.request, demoAdmin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: 'Payouts' }).click();
  const queued = adminPage.getByRole('article').filter({ hasText: seller.email });
  await expect(queued).toContainText(formatMoney(600));
  await queued.getByRole('button', { name: payoutTexts.record }).click();
  const dialog = adminPage.getByRole('dialog');
  const trxId = `TRX${uniqueToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
  await dialog.getByRole('textbox', { name: payoutTexts.trxIdLabel }).fill(trxId);
  await dialog.getByRole('textbox', { name: payoutTexts.reasonLabel }).fill('Sent from the merchant app');
  await dialog.getByRole('button', { name: payoutTexts.record }).click();
  await expect(adminPage.getByRole('article').filter({ hasText: seller.email })).toHaveCount(0);
  await admin.close();

  await expect(payoutRow).toContainText(payoutTexts.statusLabels.paid, deadline);
  await expect(available).toContainText(formatMoney(40));
});
