import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admin, user } from '../db/schema';
import { type CommandResult, fail, ok } from './run-command';

export const adminUsage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** `grant`, `revoke` and `list` of the admin table; the CLI wrapper only opens the database and prints. */
export async function runAdminCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, rawEmail, ...extra] = args;
  if (command === 'list' && rawEmail === undefined) {
    const rows = await db
      .select({ email: user.email })
      .from(admin)
      .innerJoin(user, eq(user.id, admin.id))
      .orderBy(user.email);
    return ok(...(rows.length ? rows.map((row) => row.email) : ['No administrators.']));
  }
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || extra.length > 0)
    return fail(2, adminUsage);

  const email = rawEmail.trim().toLowerCase();
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!account) return fail(1, `No account found with the email ${email}.`);
  if (command === 'grant') {
    const granted = await db.insert(admin).values({ id: account.id }).onConflictDoNothing().returning();
    return ok(granted.length ? `${email} is now an administrator.` : `${email} is already an administrator.`);
  }
  const revoked = await db.delete(admin).where(eq(admin.id, account.id)).returning();
  return ok(
    revoked.length ? `${email} is no longer an administrator.` : `${email} was not an administrator.`,
  );
}
