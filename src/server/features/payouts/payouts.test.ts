import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WALLET_CODE_TRIES } from '../../../domain/payout';
import { auditLog, notification, outbox, payout, payoutWallet } from '../../db/schema';
import { balanceOf } from '../../testing/ledger';
import {
  requestedPayout,
  sellerWithAvailable,
  TEST_WALLET,
  verifyWalletOf,
  walletCodeFor,
} from '../../testing/payouts';
import { signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { TEST_ORIGIN } from '../../testing/test-app';

// Manual mode, the default: staff pay in the bKash merchant app and record the TrxID.
const [t] = await shopApp([], { env: { PAYOUT_MINIMUM: '500' }, paying: false });

const payoutRow = async (id: number) => (await t.db.select().from(payout).where(eq(payout.id, id)))[0];

describe('the payout wallet', () => {
  it('refuses a number that is not a Bangladeshi mobile wallet, with a clear message', async () => {
    const seller = await signedIn(t, 'seller');
    for (const wallet of ['0177061857', '01270618575', '+8801770618575', '017706185755', 'abc', '']) {
      const answer = await seller.call('PUT', '/api/seller/payout-wallet', { wallet });
      expect(answer.statusCode, wallet).toBe(400);
      expect(answer.json().error.message).toContain('11 digits starting with 013 to 019');
    }
  });

  it('emails a 6-digit code, stores it hashed, and verifies the wallet with it', async () => {
    const seller = await signedIn(t, 'seller');
    const set = await seller.call('PUT', '/api/seller/payout-wallet', { wallet: ' 01929918378 ' });
    expect(set.json()).toMatchObject({
      wallet: { wallet: null, pendingWallet: '01929918378' },
      email: seller.email,
    });
    const code = await walletCodeFor(t, seller.email);
    const [row] = await t.db.select().from(payoutWallet).where(eq(payoutWallet.sellerId, seller.id));
    expect(row?.codeHash).not.toContain(code);
    const verified = await seller.call('POST', '/api/seller/payout-wallet/verify', { code });
    expect(verified.json()).toMatchObject({ wallet: '01929918378', pendingWallet: null });
    expect(verified.json().verifiedAt).not.toBeNull();
  });

  it('counts wrong codes, and after five a new code is needed', async () => {
    const seller = await signedIn(t, 'seller');
    await seller.call('PUT', '/api/seller/payout-wallet', { wallet: TEST_WALLET });
    const code = await walletCodeFor(t, seller.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await seller.call('POST', '/api/seller/payout-wallet/verify', { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'wallet_code_wrong' });
    expect(first.json().error.message).toContain(`${WALLET_CODE_TRIES - 1} tries left`);
    // The rest of the tries at once: each counts.
    await Promise.all(
      Array.from({ length: WALLET_CODE_TRIES - 1 }, () =>
        seller.call('POST', '/api/seller/payout-wallet/verify', { code: wrong }),
      ),
    );
    const right = await seller.call('POST', '/api/seller/payout-wallet/verify', { code });
    expect(right.json().error.code).toBe('wallet_code_locked');
    await seller.call('PUT', '/api/seller/payout-wallet', { wallet: TEST_WALLET });
    const fresh = await walletCodeFor(t, seller.email);
    expect((await seller.call('POST', '/api/seller/payout-wallet/verify', { code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('sends at most five codes an hour, so guesses at the wallet cannot go on with fresh codes', async () => {
    const seller = await signedIn(t, 'seller');
    const mails = async () => (await t.db.select().from(outbox).where(eq(outbox.to, seller.email))).length;
    for (let sent = 0; sent < 5; sent++) {
      const answer = await seller.call('PUT', '/api/seller/payout-wallet', { wallet: TEST_WALLET });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const before = await mails();
    const [row] = await t.db.select().from(payoutWallet).where(eq(payoutWallet.sellerId, seller.id));
    const sixth = await seller.call('PUT', '/api/seller/payout-wallet', { wallet: '01929918378' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toContain('Please try again in 60 minutes.');
    expect(await mails()).toBe(before);
    // The code sent last still stands, for the number it was sent for.
    const [after] = await t.db.select().from(payoutWallet).where(eq(payoutWallet.sellerId, seller.id));
    expect(after).toMatchObject({ codeHash: row?.codeHash, pendingWallet: TEST_WALLET });
  });

  it('refuses an expired code, and a code when none was sent', async () => {
    const seller = await signedIn(t, 'seller');
    expect(
      (await seller.call('POST', '/api/seller/payout-wallet/verify', { code: '123456' })).json().error.code,
    ).toBe('wallet_no_code');
    await seller.call('PUT', '/api/seller/payout-wallet', { wallet: TEST_WALLET });
    const code = await walletCodeFor(t, seller.email);
    await t.db
      .update(payoutWallet)
      .set({ codeExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(payoutWallet.sellerId, seller.id));
    expect((await seller.call('POST', '/api/seller/payout-wallet/verify', { code })).json().error.code).toBe(
      'wallet_code_expired',
    );
  });

  it('keeps the verified wallet until a new number is verified', async () => {
    const { seller } = await requestedPayout(t, 800);
    await seller.call('PUT', '/api/seller/payout-wallet', { wallet: '01877722345' });
    const page = (await seller.call('GET', '/api/seller/payouts')).json();
    expect(page.wallet).toMatchObject({ wallet: TEST_WALLET, pendingWallet: '01877722345' });
  });
});

describe('a payout request', () => {
  it('holds the amount (available → in transit) and lists it', async () => {
    const { seller, payoutId } = await requestedPayout(t, 1200, 700);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(500);
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(700);
    const page = (await seller.call('GET', '/api/seller/payouts')).json();
    expect(page).toMatchObject({ available: 500, minimum: 500 });
    expect(page.payouts).toMatchObject([
      { id: payoutId, amount: 700, wallet: TEST_WALLET, status: 'requested' },
    ]);
  });

  it('refuses more than available, less than the minimum, an unverified wallet, and a second open payout', async () => {
    const seller = await sellerWithAvailable(t, 900);
    const ask = (amount: number) => seller.call('POST', '/api/seller/payouts', { amount });
    expect((await ask(600)).json().error.code).toBe('wallet_not_verified');
    await verifyWalletOf(t, seller);
    expect((await ask(901)).json().error).toMatchObject({ code: 'payout_exceeds_available' });
    expect((await ask(499)).json().error).toMatchObject({ code: 'payout_below_minimum' });
    for (const amount of [0, -5, 1.5, 1e12, '600'])
      expect(
        (await seller.call('POST', '/api/seller/payouts', { amount: amount as number })).statusCode,
      ).toBe(400);
    expect((await ask(600)).statusCode).toBe(200);
    expect((await ask(300 + 1)).json().error.code).toBe('payout_open');
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(300);
  });

  it('is always of the signed-in seller: a seller id in the body is ignored', async () => {
    const victim = await sellerWithAvailable(t, 2000);
    const thief = await sellerWithAvailable(t, 600);
    await verifyWalletOf(t, thief, '01619777282');
    const answer = await thief.call('POST', '/api/seller/payouts', { amount: 600, sellerId: victim.id });
    expect(answer.statusCode).toBe(200);
    expect((await payoutRow(answer.json().payout.id))?.sellerId).toBe(thief.id);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: victim.id })).toBe(2000);
    const more = await thief.call('POST', '/api/seller/payouts', { amount: 1500, sellerId: victim.id });
    expect(more.json().error.code).toBe('payout_open');
  });

  it('two requests at once: one holds, the other is refused', async () => {
    const seller = await sellerWithAvailable(t, 1000);
    await verifyWalletOf(t, seller);
    const answers = await Promise.all([
      seller.call('POST', '/api/seller/payouts', { amount: 1000 }),
      seller.call('POST', '/api/seller/payouts', { amount: 1000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(1000);
  });

  it('is refused to a banned seller, a buyer and a visitor, and from a foreign page', async () => {
    const banned = await signedIn(t, 'banned-seller');
    const buyer = await signedIn(t);
    for (const person of [banned, buyer]) {
      expect((await person.call('POST', '/api/seller/payouts', { amount: 600 })).statusCode).toBe(403);
      expect((await person.call('GET', '/api/seller/payouts')).statusCode).toBe(403);
      expect(
        (await person.call('PUT', '/api/seller/payout-wallet', { wallet: TEST_WALLET })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/payouts' })).statusCode).toBe(401);
    const seller = await sellerWithAvailable(t, 700);
    await verifyWalletOf(t, seller);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/seller/payouts',
      headers: { cookie: seller.cookie, origin: 'https://evil.example' },
      payload: { amount: 600 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site_request');
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/seller/payouts',
      headers: { cookie: seller.cookie, origin: TEST_ORIGIN },
      payload: { amount: 600 },
    });
    expect(ours.statusCode).toBe(200);
  });
});

describe("the administrator's queue, by hand", () => {
  it('lists waiting payouts oldest first, with seller, wallet and history; only to administrators', async () => {
    const admin = await signedIn(t, 'admin');
    const first = await requestedPayout(t, 600);
    const second = await requestedPayout(t, 900);
    const queue = (await admin.call('GET', '/api/admin/payouts')).json();
    expect(queue.mode).toBe('manual');
    const ids = queue.payouts.map((p: { id: number }) => p.id);
    expect(ids.indexOf(first.payoutId)).toBeLessThan(ids.indexOf(second.payoutId));
    expect(queue.payouts.find((p: { id: number }) => p.id === first.payoutId)).toMatchObject({
      sellerName: first.seller.name,
      sellerEmail: first.seller.email,
      wallet: TEST_WALLET,
      amount: 600,
    });
    for (const person of [first.seller, await signedIn(t)]) {
      expect((await person.call('GET', '/api/admin/payouts')).statusCode).toBe(403);
      for (const action of ['send', 'record', 'refuse'])
        expect(
          (
            await person.call('POST', `/api/admin/payouts/${first.payoutId}/${action}`, {
              trxId: 'ABC1234567',
              reason: 'x',
            })
          ).statusCode,
        ).toBe(403);
    }
  });

  it('records a transfer with its TrxID once: paid, posted, audited, the seller told', async () => {
    const admin = await signedIn(t, 'admin');
    const { seller, payoutId } = await requestedPayout(t, 750);
    const record = () =>
      admin.call('POST', `/api/admin/payouts/${payoutId}/record`, {
        trxId: ' 9gh4abcd12 ',
        reason: 'sent from app',
      });
    const [a, b] = await Promise.all([record(), record()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid', trxId: '9GH4ABCD12', mode: 'manual' });
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(0);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `payout:${payoutId}`));
    expect(logged).toMatchObject({ actorId: admin.id, action: 'payout.paid' });
    expect(logged?.details).toMatchObject({ reason: 'sent from app', trxId: '9GH4ABCD12' });
    const told = await t.db.select().from(notification).where(eq(notification.userId, seller.id));
    expect(told.map((n) => n.kind)).toContain('payout-paid');
    await expect.poll(async () => (await t.lastMailTo(seller.email))?.subject).toContain('payout was sent');
    const page = (await seller.call('GET', '/api/seller/payouts')).json();
    expect(page.payouts[0]).toMatchObject({ status: 'paid', trxId: '9GH4ABCD12' });
    // A TrxID is one transfer: it cannot pay a second payout.
    const other = await requestedPayout(t, 600);
    const reused = await admin.call('POST', `/api/admin/payouts/${other.payoutId}/record`, {
      trxId: '9GH4ABCD12',
    });
    expect(reused.json().error.code).toBe('trx_id_used');
  });

  it('refuses with a reason: the hold goes back to available, and the seller may ask again', async () => {
    const admin = await signedIn(t, 'admin');
    const { seller, payoutId } = await requestedPayout(t, 650);
    expect(
      (await admin.call('POST', `/api/admin/payouts/${payoutId}/refuse`, { reason: ' ' })).statusCode,
    ).toBe(400);
    const refused = await admin.call('POST', `/api/admin/payouts/${payoutId}/refuse`, {
      reason: 'Wallet name differs',
    });
    expect(refused.json().payout).toMatchObject({ status: 'refused', message: 'Wallet name differs' });
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(650);
    expect(
      (await admin.call('POST', `/api/admin/payouts/${payoutId}/record`, { trxId: 'AAA1112223' })).json()
        .error.code,
    ).toBe('payout_not_waiting');
    expect((await seller.call('POST', '/api/seller/payouts', { amount: 650 })).statusCode).toBe(200);
  });

  it('does not send through bKash in manual mode, and answers 404 for a payout that does not exist', async () => {
    const admin = await signedIn(t, 'admin');
    const { payoutId } = await requestedPayout(t, 600);
    expect((await admin.call('POST', `/api/admin/payouts/${payoutId}/send`, {})).json().error.code).toBe(
      'payout_mode',
    );
    expect((await admin.call('POST', '/api/admin/payouts/999999/refuse', { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await admin.call('POST', '/api/admin/payouts/abc/refuse', { reason: 'x' })).statusCode).toBe(400);
  });
});
