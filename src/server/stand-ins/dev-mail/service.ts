import { desc, eq } from 'drizzle-orm';
import type { DevMail } from '../../../domain/account';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

const OUTBOX_PAGE = 50;

/** The newest mails of the outbox, all of them or those to one address (stored in lower case). */
export async function listOutbox(db: DbOrTx, to: string | undefined): Promise<DevMail[]> {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
