import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { SellerBalances } from '../../../domain/balances';
import type { DbOrTx } from '../../db/client';
import { ledgerAccount, ledgerEntry, ledgerPosting } from '../../db/schema';

/** A seller account's balance: the kind's entries summed and negated (seller accounts are credit-normal). */
const credit = (kind: string) =>
  sql<string>`coalesce(-sum(${ledgerEntry.amount}) filter (where ${ledgerAccount.kind} = ${kind}), 0)`;

/**
 * Every seller's balances (or one seller's), summed from the ledger in one grouped query, to be joined by
 * `sellerId`. Paid out is what `payout.paid` postings took out of the seller's in-transit balance.
 */
export function sellerBalanceTotals(db: DbOrTx, sellerId?: string) {
  return db
    .select({
      sellerId: sql<string>`${ledgerAccount.sellerId}`.as('balance_seller_id'),
      pending: credit('seller_pending').as('pending'),
      available: credit('seller_available').as('available'),
      inTransit: credit('seller_in_transit').as('in_transit'),
      paidOut:
        sql<string>`coalesce(sum(${ledgerEntry.amount}) filter (where ${ledgerAccount.kind} = 'seller_in_transit' and ${ledgerPosting.cause} = 'payout.paid'), 0)`.as(
          'paid_out',
        ),
    })
    .from(ledgerAccount)
    .innerJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
    .where(
      and(
        isNotNull(ledgerAccount.sellerId),
        sellerId === undefined ? undefined : eq(ledgerAccount.sellerId, sellerId),
      ),
    )
    .groupBy(ledgerAccount.sellerId)
    .as('seller_balances');
}

type BalanceRow = {
  pending: string | number;
  available: string | number;
  inTransit: string | number;
  paidOut: string | number;
};

/** The four balances of a row of `sellerBalanceTotals` (sums arrive as text), zero for a seller never posted to. */
export const toBalances = (row: BalanceRow | null | undefined): SellerBalances => ({
  pending: Number(row?.pending ?? 0),
  available: Number(row?.available ?? 0),
  inTransit: Number(row?.inTransit ?? 0),
  paidOut: Number(row?.paidOut ?? 0),
});

/**
 * What a seller has earned through the platform: everything ever owed to them, whether pending, available, in
 * transit or paid out — their sales paid online less commission and refunds, less the commission of meet-ups.
 */
export const earned = (balances: SellerBalances) =>
  balances.pending + balances.available + balances.inTransit + balances.paidOut;

export async function readSellerBalances(db: DbOrTx, sellerId: string): Promise<SellerBalances> {
  const totals = sellerBalanceTotals(db, sellerId);
  const [row] = await db.select().from(totals);
  return toBalances(row);
}
