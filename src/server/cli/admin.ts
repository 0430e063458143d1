import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { admin, user } from '../db/schema';
import { openRuntime } from '../runtime';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

async function main(args: string[]) {
  const [command, email] = args;
  if (command !== 'list' && (!(command === 'grant' || command === 'revoke') || !email)) {
    console.error(usage);
    return 2;
  }
  const runtime = await openRuntime(loadConfig());
  const { db } = runtime.database;
  try {
    if (command === 'list') {
      const rows = await db.select({ email: user.email }).from(admin).innerJoin(user, eq(user.id, admin.id));
      console.log(rows.length ? rows.map((row) => row.email).join('\n') : 'No administrators.');
      return 0;
    }
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, String(email).toLowerCase()));
    if (!account) {
      console.error(`No account found with the email ${email}.`);
      return 1;
    }
    if (command === 'grant') {
      await db.insert(admin).values({ id: account.id }).onConflictDoNothing();
      console.log(`${email} is now an administrator.`);
    } else {
      await db.delete(admin).where(eq(admin.id, account.id));
      console.log(`${email} is no longer an administrator.`);
    }
    return 0;
  } finally {
    await runtime.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
