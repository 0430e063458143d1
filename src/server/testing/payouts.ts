import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { delivery, seller } from '../db/schema';
import { postPartCompleted } from '../features/ledger';
import { createPaidOrder } from '../seed/factories';
import { listProducts, type Shopper, signedIn } from './shop';
import type { TestApp } from './test-app';

/** bKash's sandbox wallet that pays (and is paid) without a fault. */
export const TEST_WALLET = '01770618575';

/**
 * A seller whose available balance is `amount`: a buyer paid a part of theirs through bKash and its protection
 * window ended, posted as the server posts it (part.paid, then part.completed).
 */
export async function sellerWithAvailable(t: TestApp, amount: number): Promise<Shopper> {
  const sellerPerson = await signedIn(t, 'seller');
  await addAvailable(t, sellerPerson.id, amount);
  return sellerPerson;
}

/** `amount` more in the seller's available balance, through a completed sale. */
export async function addAvailable(t: TestApp, sellerId: string, amount: number) {
  const buyer = await signedIn(t);
  const { item } = await listProducts(t, sellerId, { item: { price: amount, stock: 1 } });
  const { orderId } = await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: item.id }] });
  await t.db.transaction(async (tx) => {
    const [part] = await tx
      .update(delivery)
      .set({ status: 'Completed' })
      .where(and(eq(delivery.orderId, orderId), eq(delivery.sellerId, sellerId)))
      .returning({ id: delivery.id });
    await tx.select({ id: seller.id }).from(seller).where(eq(seller.id, sellerId)).for('no key update');
    await postPartCompleted(tx, { orderId, deliveryId: part?.id ?? 0, sellerId });
  });
}

/** The code in the newest wallet email to `email`. */
export async function walletCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no wallet code mailed to ${email}`);
  return code;
}

/** The seller sets `wallet` and enters the emailed code: payouts may now go there. */
export async function verifyWalletOf(t: TestApp, person: Shopper, wallet = TEST_WALLET) {
  expect((await person.call('PUT', '/api/seller/payout-wallet', { wallet })).statusCode).toBe(200);
  const code = await walletCodeFor(t, person.email);
  const verified = await person.call('POST', '/api/seller/payout-wallet/verify', { code });
  expect(verified.statusCode).toBe(200);
}

/** A seller with `amount` available and a verified wallet, who requested a payout of `requested`. */
export async function requestedPayout(t: TestApp, amount: number, requested = amount) {
  const person = await sellerWithAvailable(t, amount);
  await verifyWalletOf(t, person);
  const answer = await person.call('POST', '/api/seller/payouts', { amount: requested });
  expect(answer.statusCode, answer.body).toBe(200);
  return { seller: person, payoutId: answer.json().payout.id as number };
}
