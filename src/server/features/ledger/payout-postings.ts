import type { DbOrTx } from '../../db/client';
import { platformAccounts, sellerAccounts } from './accounts';
import { type Entry, post } from './post';

type HeldPayout = { payoutId: number; sellerId: string; amount: number };

/** The seller's accounts, made if need be. */
async function accountsOf(tx: DbOrTx, sellerId: string) {
  const owed = (await sellerAccounts(tx, [sellerId])).get(sellerId);
  if (!owed) throw new Error(`seller ${sellerId} has no ledger accounts`);
  return owed;
}

const postPayout = (
  tx: DbOrTx,
  cause: 'payout.held' | 'payout.paid' | 'payout.voided',
  payoutId: number,
  entries: Entry[],
) => post(tx, { cause, causeId: payoutId, entries });

/** A payout requested, in the request's transaction: its amount leaves the available balance and is in transit. */
export async function postPayoutHeld(tx: DbOrTx, payout: HeldPayout) {
  const owed = await accountsOf(tx, payout.sellerId);
  return postPayout(tx, 'payout.held', payout.payoutId, [
    { accountId: owed.seller_available, amount: payout.amount },
    { accountId: owed.seller_in_transit, amount: -payout.amount },
  ]);
}

/**
 * A payout reached the seller's wallet: it leaves bKash's merchant balance (the gateway), and so does bKash's fee
 * for it, which the platform bears.
 */
export async function postPayoutPaid(tx: DbOrTx, payout: HeldPayout & { fee: number }) {
  const owed = await accountsOf(tx, payout.sellerId);
  const platform = await platformAccounts(tx);
  return postPayout(tx, 'payout.paid', payout.payoutId, [
    { accountId: owed.seller_in_transit, amount: payout.amount },
    { accountId: platform.gateway.bkash, amount: -payout.amount },
    { accountId: platform.fees, amount: payout.fee },
    { accountId: platform.gateway.bkash, amount: -payout.fee },
  ]);
}

/** A payout refused: the amount in transit is the seller's to pay out again. */
export async function postPayoutVoided(tx: DbOrTx, payout: HeldPayout) {
  const owed = await accountsOf(tx, payout.sellerId);
  return postPayout(tx, 'payout.voided', payout.payoutId, [
    { accountId: owed.seller_in_transit, amount: payout.amount },
    { accountId: owed.seller_available, amount: -payout.amount },
  ]);
}
