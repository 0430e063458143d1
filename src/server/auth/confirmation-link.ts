import { createHash } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { account, session, user } from '../db/schema';

export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;

/**
 * Names the password a confirmation link was mailed for, without revealing anything about it. The mailbox
 * owner follows the link, but whoever signed up chose the password; binding the two means that following a
 * link confirms the password of the sign-up that asked for that very link, and only while it is still the
 * account's password (a newer sign-up for the address replaces it, see unconfirmed-sign-up.ts).
 */
function credentialFingerprint(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url');
}

async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/** The token of a confirmation link for the account's current password. */
export async function confirmationToken(db: Db, secret: string, to: { id: string; email: string }) {
  const credential = credentialFingerprint(await passwordHashOf(db, to.id));
  return createEmailVerificationToken(secret, to.email, undefined, CONFIRMATION_LINK_SECONDS, {
    userId: to.id,
    credential,
  });
}

type LinkPayload = { email?: unknown; userId?: unknown; credential?: unknown; updateTo?: unknown };

/**
 * Confirms an unconfirmed account from its link, in one transaction with the check that the link was mailed
 * for the account's current password, and ends any session the account had. 'replaced' when the password
 * changed since, or the link names none (mailed before links were bound): it confirms nothing. null leaves the link to better-auth: a link that is forged,
 * expired or of another kind, or an account already confirmed or gone.
 */
export async function confirmFromLink(
  db: Db,
  secret: string,
  token: string,
): Promise<'confirmed' | 'replaced' | null> {
  const payload = await verifyJWT<LinkPayload>(token, secret);
  if (!payload || payload.updateTo !== undefined) return null;
  const { email, userId, credential } = payload;
  if (typeof email !== 'string' || typeof userId !== 'string') return null;
  return db.transaction(async (tx) => {
    // Locked like a sign-up that replaces the password locks it, so the two cannot interleave.
    const [pending] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.email, email), eq(user.emailVerified, false)))
      .for('no key update');
    if (!pending) return null;
    if (credential !== credentialFingerprint(await passwordHashOf(tx, pending.id))) return 'replaced';
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, pending.id));
    await tx.delete(session).where(eq(session.userId, pending.id));
    return 'confirmed';
  });
}
