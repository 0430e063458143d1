import { and, asc, inArray, isNull, like, not } from 'drizzle-orm';
import { type SellerAccountKind, sellerAccountKinds } from '../../../domain/ledger';
import type { PaymentGatewayName } from '../../../domain/payment-attempt';
import type { DbOrTx } from '../../db/client';
import { ledgerAccount } from '../../db/schema';

export type PlatformAccounts = {
  gateway: Record<PaymentGatewayName, number>;
  commission: number;
  refundsPayable: number;
  fees: number;
};

/** The ids of the platform's own accounts, which migrations 0018 and 0020 made. */
export async function platformAccounts(tx: DbOrTx): Promise<PlatformAccounts> {
  const rows = await tx
    .select({ id: ledgerAccount.id, kind: ledgerAccount.kind, gateway: ledgerAccount.gateway })
    .from(ledgerAccount)
    .where(and(not(like(ledgerAccount.kind, 'seller_%')), isNull(ledgerAccount.sellerId)));
  const idOf = (kind: string, gateway: string | null = null) => {
    const row = rows.find((account) => account.kind === kind && account.gateway === gateway);
    if (!row) throw new Error(`the ledger has no ${kind} account${gateway ? ` for ${gateway}` : ''}`);
    return row.id;
  };
  return {
    gateway: { bkash: idOf('gateway', 'bkash'), sslcommerz: idOf('gateway', 'sslcommerz') },
    commission: idOf('commission'),
    refundsPayable: idOf('refunds_payable'),
    fees: idOf('fees'),
  };
}

export type SellerAccounts = Record<SellerAccountKind, number>;

/**
 * The ids of these sellers' accounts, made when first needed. Two transactions that make the same account at once
 * take turns on its unique key: the second waits for the first, then finds its account.
 */
export async function sellerAccounts(tx: DbOrTx, sellerIds: string[]): Promise<Map<string, SellerAccounts>> {
  const ids = [...new Set(sellerIds)].sort();
  if (ids.length === 0) return new Map();
  await tx
    .insert(ledgerAccount)
    .values(
      ids.flatMap((sellerId) =>
        sellerAccountKinds.map((kind) => ({ kind, sellerId, allowNegative: kind === 'seller_available' })),
      ),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccount.id, kind: ledgerAccount.kind, sellerId: ledgerAccount.sellerId })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.sellerId, ids))
    .orderBy(asc(ledgerAccount.id));
  const accounts = new Map<string, SellerAccounts>();
  for (const sellerId of ids) {
    const own = rows.filter((row) => row.sellerId === sellerId);
    const idOf = (kind: SellerAccountKind) => {
      const row = own.find((account) => account.kind === kind);
      if (!row) throw new Error(`seller ${sellerId} has no ${kind} account`);
      return row.id;
    };
    accounts.set(sellerId, {
      seller_pending: idOf('seller_pending'),
      seller_available: idOf('seller_available'),
      seller_in_transit: idOf('seller_in_transit'),
    });
  }
  return accounts;
}
