import { eq, sql } from 'drizzle-orm';
import { type PayoutWallet, WALLET_CODE_SECONDS, WALLET_CODE_TRIES } from '../../../domain/payout';
import { countEmailEvent, retryText } from '../../auth/rate-limits';
import type { DbOrTx } from '../../db/client';
import { payoutWallet, user } from '../../db/schema';
import { AppError, invariant, notFound } from '../../errors';
import type { PayoutDeps } from './payout-deps';
import { hashWalletCode, newWalletCode, walletCodeMatches } from './wallet-code';
import { walletCodeMail } from './wallet-mail';

/** The seller's payout wallet as their page shows it; never the code. */
export async function readWallet(db: DbOrTx, sellerId: string): Promise<PayoutWallet> {
  const [row] = await db.select().from(payoutWallet).where(eq(payoutWallet.sellerId, sellerId));
  const codeLive = row?.codeHash && row.codeExpiresAt && row.codeAttempts < WALLET_CODE_TRIES;
  return {
    wallet: row?.wallet ?? null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    pendingWallet: codeLive ? (row?.pendingWallet ?? null) : null,
    codeExpiresAt: codeLive ? (row?.codeExpiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * A seller asks for payouts to go to `wallet`: a new 6-digit code replaces any earlier one, and is emailed to the
 * seller's own address once stored. Their verified wallet stays as it is until the code is entered.
 */
export async function startWalletChange(deps: PayoutDeps, sellerId: string, wallet: string) {
  const [seller] = await deps.effects.db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, sellerId));
  invariant(seller, notFound('No seller has this id.'));
  if (!(await countEmailEvent(deps.effects.db, 'walletCode', seller.email)))
    throw new AppError(
      'too_many_requests',
      `Too many codes were sent for this account. ${retryText('walletCode')}`,
    );
  const code = newWalletCode();
  const expiresAt = sql`now() + make_interval(secs => ${WALLET_CODE_SECONDS})`;
  const change = {
    pendingWallet: wallet,
    codeHash: await hashWalletCode(code),
    codeExpiresAt: expiresAt,
    codeAttempts: 0,
    updatedAt: sql`now()`,
  };
  await deps.effects.db
    .insert(payoutWallet)
    .values({ sellerId, ...change })
    .onConflictDoUpdate({ target: payoutWallet.sellerId, set: change });
  await deps.mailer.send(
    walletCodeMail({
      to: seller,
      wallet,
      code,
      minutes: WALLET_CODE_SECONDS / 60,
      publicUrl: deps.publicUrl,
    }),
  );
  return { wallet: await readWallet(deps.effects.db, sellerId), email: seller.email };
}

/**
 * The code the seller typed: the right one, in time and within the tries, makes the pending number their
 * verified wallet. The row is held while it is checked, so two guesses at once count as two.
 */
export async function verifyWallet(db: DbOrTx, sellerId: string, code: string): Promise<PayoutWallet> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        pendingWallet: payoutWallet.pendingWallet,
        codeHash: payoutWallet.codeHash,
        attempts: payoutWallet.codeAttempts,
        expired: sql<boolean>`${payoutWallet.codeExpiresAt} <= now()`,
      })
      .from(payoutWallet)
      .where(eq(payoutWallet.sellerId, sellerId))
      .for('no key update');
    if (!row?.codeHash || !row.pendingWallet) return 'wallet_no_code' as const;
    if (row.attempts >= WALLET_CODE_TRIES) return 'wallet_code_locked' as const;
    if (row.expired) return 'wallet_code_expired' as const;
    if (!(await walletCodeMatches(code, row.codeHash))) {
      await tx
        .update(payoutWallet)
        .set({ codeAttempts: row.attempts + 1 })
        .where(eq(payoutWallet.sellerId, sellerId));
      const left = WALLET_CODE_TRIES - row.attempts - 1;
      return left > 0 ? { left } : ('wallet_code_locked' as const);
    }
    await tx
      .update(payoutWallet)
      .set({
        wallet: row.pendingWallet,
        verifiedAt: sql`now()`,
        pendingWallet: null,
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(payoutWallet.sellerId, sellerId));
    return 'verified' as const;
  });
  if (outcome === 'verified') return readWallet(db, sellerId);
  if (typeof outcome === 'string') throw new AppError(outcome);
  throw new AppError(
    'wallet_code_wrong',
    `This code is not the one we emailed. ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`,
  );
}
