import { and, desc, eq, sql } from 'drizzle-orm';
import type { Payout, SellerPayouts } from '../../../domain/payout';
import type { DbOrTx } from '../../db/client';
import { ledgerAccount, ledgerEntry, payout } from '../../db/schema';
import { readWallet } from './wallet';

/** What a seller may be paid out: their `seller_available` account, credit-normal (its entries' sum negated). */
export async function availableOf(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntry.amount}), 0)` })
    .from(ledgerAccount)
    .leftJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .where(and(eq(ledgerAccount.kind, 'seller_available'), eq(ledgerAccount.sellerId, sellerId)));
  return Number(row?.total ?? 0);
}

export const payoutColumns = {
  id: payout.id,
  amount: payout.amount,
  wallet: payout.wallet,
  status: payout.status,
  trxId: payout.trxId,
  fee: payout.fee,
  message: payout.message,
  createdAt: payout.createdAt,
  updatedAt: payout.updatedAt,
};

type PayoutRow = Omit<Payout, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export const toPayout = (row: PayoutRow): Payout => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The seller's payouts page: their wallet, available balance, the minimum, and their payouts newest first. */
export async function sellerPayouts(db: DbOrTx, sellerId: string, minimum: number): Promise<SellerPayouts> {
  const rows = await db
    .select(payoutColumns)
    .from(payout)
    .where(eq(payout.sellerId, sellerId))
    .orderBy(desc(payout.createdAt), desc(payout.id));
  return {
    wallet: await readWallet(db, sellerId),
    available: await availableOf(db, sellerId),
    minimum,
    payouts: rows.map(toPayout),
  };
}
