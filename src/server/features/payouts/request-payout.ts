import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../../domain/money';
import { openPayoutStatuses, type Payout } from '../../../domain/payout';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { DbOrTx } from '../../db/client';
import { payout, payoutWallet, seller } from '../../db/schema';
import { AppError, invariant } from '../../errors';
import { postPayoutHeld } from '../ledger';
import type { PayoutDeps } from './payout-deps';
import { availableOf, payoutColumns, toPayout } from './payout-reads';

/**
 * A seller asks to be paid `amount` of their available balance. One transaction holds the seller's row (step 5 of
 * the lock order, as every writer of a seller's money does), so two requests at once take turns: the second sees
 * the first's payout open and is refused. The amount is held (available → in transit) in the same transaction.
 */
export async function requestPayout(
  deps: Pick<PayoutDeps, 'effects' | 'minimum'>,
  sellerId: string,
  amount: number,
): Promise<Payout> {
  return deps.effects.db.transaction((tx) => hold(tx, deps.minimum, sellerId, amount));
}

async function hold(tx: DbOrTx, minimum: number, sellerId: string, amount: number): Promise<Payout> {
  const [held] = await tx
    .select({ level: seller.level })
    .from(seller)
    .where(eq(seller.id, sellerId))
    .for('no key update');
  invariant(held, new AppError('forbidden'));
  invariant(held.level !== SELLER_LEVEL.banned, new AppError('seller_banned'));
  const [wallet] = await tx
    .select({ wallet: payoutWallet.wallet })
    .from(payoutWallet)
    .where(eq(payoutWallet.sellerId, sellerId));
  invariant(wallet?.wallet, new AppError('wallet_not_verified'));
  const [open] = await tx
    .select({ id: payout.id })
    .from(payout)
    .where(and(eq(payout.sellerId, sellerId), inArray(payout.status, [...openPayoutStatuses])));
  invariant(!open, new AppError('payout_open'));
  invariant(
    amount >= minimum,
    new AppError('payout_below_minimum', `The smallest payout is ${formatMoney(minimum)}.`),
  );
  const available = await availableOf(tx, sellerId);
  invariant(
    amount <= available,
    new AppError(
      'payout_exceeds_available',
      `This is more than your available balance of ${formatMoney(available)}.`,
    ),
  );
  const [created] = await tx
    .insert(payout)
    .values({ sellerId, amount, wallet: wallet.wallet })
    .returning(payoutColumns);
  invariant(created, new AppError('internal', 'the payout insert returned nothing'));
  await postPayoutHeld(tx, { payoutId: created.id, sellerId, amount });
  return toPayout(created);
}
