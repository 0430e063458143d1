import type { Page } from '@playwright/test';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { deliver } from './fixtures/orders';
import { picture } from './fixtures/pictures';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

/** One seller's part on the order's page. */
const partOf = (page: Page, sellerName: string) => page.getByRole('region', { name: `From ${sellerName}` });

test('a buyer reports a problem with a photo, the seller offers a refund and the buyer accepts it @mobile', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 500, stock: 3 });
  const order = await deliver(buyer, seller, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, buyer);

  await page.goto(`/showOrder/${order.id}`);
  const part = partOf(page, seller.name);
  await expect(part.getByText(/^Buyer protection until /)).toBeVisible();
  await part.getByRole('button', { name: `Report a problem: order ${order.id} from ${seller.name}` }).click();
  const form = page.getByRole('dialog', { name: 'Report a problem with this part' });
  // Sent without details, the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please choose what is wrong.')).toBeVisible();
  await expect(form.getByText('Please describe the problem.')).toBeVisible();
  await form.getByLabel('What is wrong?').selectOption({ label: 'Arrived damaged or broken' });
  await form.getByLabel('Details').fill('The screen is cracked across the middle.');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /Photos \(up to 4\)/ }).click();
  await (await chooser).setFiles(await picture('crack.png', '#aa3311'));
  await expectAccessible(page, 'the report of a problem');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Your report was sent to the seller.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(part.getByText('Problem reported: Arrived damaged or broken')).toBeVisible();
  await expect(part.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();
  await expect(part.getByRole('button', { name: /^Report a problem/ })).toHaveCount(0);

  // The seller reads the report and offers part of the money back.
  await switchAccount(page, seller);
  await page.goto('/seller/sellerOrder');
  const line = page
    .getByRole('article', { name: `Order #${order.id}: ${product.name}` })
    .or(page.getByRole('row').filter({ hasText: `#${order.id}` }));
  await expect(line.getByText('The screen is cracked across the middle.')).toBeVisible();
  await line.getByRole('button', { name: `Offer a refund: order ${order.id}` }).click();
  const offer = page.getByRole('dialog', { name: `Offer a refund: order #${order.id}` });
  await offer.getByLabel('Amount (whole taka)').fill('200');
  await offer.getByLabel('Note to the buyer').fill('Sorry about the crack: 200 back.');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Your offer was sent to the buyer.')).toBeVisible();
  await expect(line.getByText(/The seller offers a refund of TK 200\.00/)).toBeVisible();

  // The buyer accepts the offer and sees the money on its way back.
  await switchAccount(page, buyer);
  await page.goto(`/showOrder/${order.id}`);
  await expect(part.getByText(/The seller offers a refund of TK 200\.00/)).toBeVisible();
  await part.getByRole('button', { name: 'Accept offer' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText('Accept a refund of TK 200.00?');
  await question.getByRole('button', { name: 'Accept offer' }).click();
  await expect(page.getByText('Offer accepted: TK 200.00 is on its way back to you.')).toBeVisible();
  await expect(part.getByText('Part refunded: TK 200.00 back to the buyer', { exact: true })).toBeVisible();
  await expect(part.getByText(/Refund(ed| of) TK 200\.00/)).toBeVisible();
  const history = part.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Disputed');
  await expect(history).toContainText('Completed (Part refunded: TK 200.00 back to the buyer)');
  await expect(part.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
});

test('an administrator decides a full refund from the disputes queue @mobile', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 450, stock: 3 });
  const order = await deliver(buyer, seller, [{ product, quantity: 1 }]);
  const deliveryId = order.deliveries[0]?.id;
  const photo = await picture('dent.png', '#3355aa');
  const reported = await buyer.request.post(`/api/deliveries/${deliveryId}/dispute`, {
    multipart: {
      reason: 'not_as_described',
      details: 'It is the old model, not the one shown.',
      file: photo,
    },
  });
  expect(reported.status(), 'problem reported').toBe(201);

  await signInThroughApi(page.request, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Disputes' }).click();
  await expect(page.getByRole('heading', { name: /^Disputes \(\d+\)$/ })).toBeVisible();
  const queued = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(queued.getByText(/^Waiting (under a minute|\d+ minutes?)$/)).toBeVisible();
  await expect(queued).toContainText(buyer.name);
  await expect(queued).toContainText(seller.name);
  await expect(queued.getByText('It is the old model, not the one shown.')).toBeVisible();
  await expect(queued.getByRole('img', { name: 'Photo 1 of the problem' })).toBeVisible();

  await queued.getByRole('radio', { name: 'Fully refunded (TK 450.00)' }).check();
  await queued.getByRole('button', { name: 'Decide' }).click();
  await expect(queued.getByText('Please give the reason for this decision.')).toBeVisible();
  await queued.getByLabel('Reason').fill('The listing shows another model.');
  await expectAccessible(page, 'the disputes queue');
  await queued.getByRole('button', { name: 'Decide' }).click();
  await expect(page.getByText('The dispute is decided.')).toBeVisible();
  await expect(queued).toHaveCount(0);

  await switchAccount(page, buyer);
  await page.goto(`/showOrder/${order.id}`);
  const part = partOf(page, seller.name);
  await expect(part.getByText(/^Fully refunded: TK 450\.00 back to the buyer · /)).toBeVisible();
  await expect(part.getByText(/Refund(ed| of) TK 450\.00/)).toBeVisible();
});
