import type { LedgerCause } from '../../../domain/ledger';
import type { DbOrTx } from '../../db/client';
import { ledgerEntry, ledgerPosting } from '../../db/schema';

/** A debit (positive amount) or a credit (negative) of one account. */
export type Entry = { accountId: number; amount: number };

export type Posting = {
  cause: LedgerCause;
  causeId: number;
  orderId?: number;
  deliveryId?: number;
  entries: Entry[];
};

/**
 * Writes a posting inside the caller's transaction, once per cause however often the cause is retried: a second
 * call for the same cause writes nothing and answers false. Entries of one account are added up and those that
 * come to zero left out; a posting left with none is not written. Its entries must sum to zero (the database
 * checks it again at commit, migration 0018).
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<boolean> {
  const byAccount = new Map<number, number>();
  for (const entry of posting.entries)
    byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0) + entry.amount);
  const entries = [...byAccount].filter(([, amount]) => amount !== 0);
  const total = entries.reduce((sum, [, amount]) => sum + amount, 0);
  if (total !== 0) throw new Error(`${posting.cause} ${posting.causeId} does not balance: ${total}`);
  if (entries.length === 0) return false;
  const [written] = await tx
    .insert(ledgerPosting)
    .values({
      cause: posting.cause,
      causeId: posting.causeId,
      orderId: posting.orderId ?? null,
      deliveryId: posting.deliveryId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerPosting.id });
  if (!written) return false;
  await tx
    .insert(ledgerEntry)
    .values(entries.map(([accountId, amount]) => ({ postingId: written.id, accountId, amount })));
  return true;
}
