import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { debitNormal, type LedgerAccountKind } from '../../domain/ledger';
import type { PaymentGatewayName } from '../../domain/payment-attempt';
import type { DbOrTx } from '../db/client';
import { ledgerAccount, ledgerEntry } from '../db/schema';
import { checkLedger } from '../features/ledger';

type Owner = { sellerId: string } | { gateway: PaymentGatewayName } | Record<string, never>;

/** An account's balance read on its normal side (domain/ledger.ts): 0 for an account not made yet. */
export async function balanceOf(db: DbOrTx, kind: LedgerAccountKind, owner: Owner = {}): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)` })
    .from(ledgerAccount)
    .leftJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .where(
      and(
        eq(ledgerAccount.kind, kind),
        'sellerId' in owner ? eq(ledgerAccount.sellerId, owner.sellerId) : undefined,
        'gateway' in owner ? eq(ledgerAccount.gateway, owner.gateway) : undefined,
      ),
    );
  const total = Number(row?.total ?? 0);
  return debitNormal.has(kind) ? total : 0 - total;
}

/** Every invariant of the ledger holds (`npm run ledger -- check`). */
export async function expectLedgerHolds(db: DbOrTx): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

/** Closes a test file's app once its ledger is checked (`expectLedgerHolds`), whether or not that passes. */
export async function closeAfterLedgerCheck(t: { db: DbOrTx; close: () => Promise<void> }): Promise<void> {
  try {
    await expectLedgerHolds(t.db);
  } finally {
    await t.close();
  }
}
