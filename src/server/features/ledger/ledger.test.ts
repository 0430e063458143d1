import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runLedgerCommand } from '../../cli/ledger-command';
import { ledgerAccount, ledgerEntry, ledgerPosting } from '../../db/schema';
import { createPaidOrder } from '../../seed/factories';
import { balanceOf } from '../../testing/ledger';
import { listProducts, signedIn } from '../../testing/shop';
import { createTestApp } from '../../testing/test-app';
import { postPartsPaid } from './postings';

const t = await createTestApp();
afterAll(() => t.close());

/** An order of one seller's lamp (300 × 2) and another seller's mug (120), paid through bKash (the factory posts it). */
async function paidOrder() {
  const [buyer, lampSeller, mugSeller] = [
    await signedIn(t),
    await signedIn(t, 'seller'),
    await signedIn(t, 'seller'),
  ];
  const { lamp, mug } = {
    ...(await listProducts(t, lampSeller.id, { lamp: { price: 300, stock: 3 } })),
    ...(await listProducts(t, mugSeller.id, { mug: { price: 120, stock: 3 } })),
  };
  const { orderId } = await createPaidOrder(t.db, {
    buyerId: buyer.id,
    items: [
      { productId: lamp.id, quantity: 2 },
      { productId: mug.id, quantity: 1 },
    ],
  });
  return { orderId, lampSeller, mugSeller };
}

/** What the database said when it refused a statement or a commit (a driver's error, wrapped by the query builder). */
const refusal = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => 'accepted',
    (error: { message?: string; cause?: { message?: string } }) =>
      error.cause?.message ?? error.message ?? '',
  );

const postingsOf = (orderId: number) =>
  t.db.select({ id: ledgerPosting.id }).from(ledgerPosting).where(eq(ledgerPosting.orderId, orderId));

describe('the ledger', () => {
  it('posts a cause once, however often it is retried', async () => {
    const o = await paidOrder();
    await t.db.transaction((tx) => postPartsPaid(tx, { orderId: o.orderId, gateway: 'bkash' }));
    expect(await postingsOf(o.orderId)).toHaveLength(2);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.lampSeller.id })).toBe(600);
  });

  it('is refused by the database when a posting does not balance, and never changes an entry', async () => {
    const [account] = await t.db.select({ id: ledgerAccount.id }).from(ledgerAccount).limit(1);
    const unbalanced = t.db.transaction(async (tx) => {
      const [posting] = await tx
        .insert(ledgerPosting)
        .values({ cause: 'part.paid', causeId: -1 })
        .returning({ id: ledgerPosting.id });
      await tx
        .insert(ledgerEntry)
        .values({ postingId: posting?.id ?? 0, accountId: account?.id ?? 0, amount: 5 });
    });
    expect(await refusal(unbalanced)).toMatch(/does not balance: its entries sum to 5/);
    expect(await t.db.select().from(ledgerPosting).where(eq(ledgerPosting.causeId, -1))).toEqual([]);
    for (const change of [
      t.db.update(ledgerEntry).set({ amount: 1 }),
      t.db.delete(ledgerEntry),
      t.db.delete(ledgerPosting),
    ])
      expect(await refusal(change)).toMatch(/the ledger is append-only/);
  });

  it('`npm run ledger -- check` says which invariant breaks, and exits non-zero', async () => {
    expect(await runLedgerCommand(t.db, ['check'])).toMatchObject({ code: 0 });
    expect(await runLedgerCommand(t.db, ['audit'])).toMatchObject({ code: 2 });
    // Money moved out of a seller's pending balance with nothing that caused it: a break of two invariants.
    const o = await paidOrder();
    const [pending] = await t.db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(sql`${ledgerAccount.kind} = 'seller_pending' and ${ledgerAccount.sellerId} = ${o.mugSeller.id}`);
    const [gateway] = await t.db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(sql`${ledgerAccount.kind} = 'gateway' and ${ledgerAccount.gateway} = 'bkash'`);
    await t.db.transaction(async (tx) => {
      const [posting] = await tx
        .insert(ledgerPosting)
        .values({ cause: 'refund.paid', causeId: -2 })
        .returning({ id: ledgerPosting.id });
      await tx.insert(ledgerEntry).values([
        { postingId: posting?.id ?? 0, accountId: pending?.id ?? 0, amount: 500 },
        { postingId: posting?.id ?? 0, accountId: gateway?.id ?? 0, amount: -500 },
      ]);
    });
    const answer = await runLedgerCommand(t.db, ['check']);
    expect(answer.code).toBe(1);
    expect(answer.err.join('\n')).toContain('Broken: no balance below zero where none may be');
    expect(answer.err.join('\n')).toContain(
      "Broken: each gateway's balance is what it took less what it gave back",
    );
  });
});
