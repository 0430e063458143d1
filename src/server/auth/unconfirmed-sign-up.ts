import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, session, user } from '../db/schema';

/**
 * A sign-up for an address whose account is not confirmed yet. Its password and name replace the earlier
 * sign-up's, so every link mailed before stops confirming (confirmation-link.ts) and the link mailed now
 * confirms this password. Whoever signed up a stranger's address first therefore keeps nothing once the
 * owner signs up: the owner's link activates the owner's password, and the first sign-up's never activates
 * its own. A confirmed account is never touched; its owner is told by mail instead.
 */
export async function replaceUnconfirmedSignUp(
  db: Db,
  input: { email: string; name: string; hashPassword: () => Promise<string> },
): Promise<void> {
  const email = input.email.toLowerCase();
  const unconfirmed = and(eq(user.email, email), eq(user.emailVerified, false));
  const [existing] = await db.select({ id: user.id }).from(user).where(unconfirmed);
  if (!existing) return;
  // Hashing is slow on purpose: before the transaction, not inside it.
  const passwordHash = await input.hashPassword();
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(unconfirmed, eq(user.id, existing.id)))
      .for('no key update');
    if (!pending) return;
    await tx.update(user).set({ name: input.name }).where(eq(user.id, pending.id));
    await tx
      .update(account)
      .set({ password: passwordHash })
      .where(and(eq(account.userId, pending.id), eq(account.providerId, 'credential')));
    await tx.delete(session).where(eq(session.userId, pending.id));
  });
}
