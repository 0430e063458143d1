import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { partnerDisplayName } from '../../../domain/messenger';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Mailer } from '../../mail/mailer';
import { messageDigestMail } from './mails';

/** People digested in one pass; the job's next pass takes the rest. */
const DIGEST_BATCH = 200;
/** One pass at a time across every instance on the database (a transaction-level advisory lock). */
const DIGEST_LOCK = 0x6d736764; // "msgd"

const pendingSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  actorName: z.string().nullable(),
  fresh: z.number(),
  wanted: z.boolean(),
});
type Pending = z.infer<typeof pendingSchema>;

export type MessageDigestDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * Emails each person the messages gathered in their unread message notifications that no digest told of yet,
 * once the latest of them is `quietMs` old at `now`: nobody is emailed while a conversation is still going,
 * and each message is in at most one digest. Those who turned the digest off are passed over for good.
 * Answers how many emails went out.
 */
export async function sendMessageDigests(
  deps: MessageDigestDeps,
  { now, quietMs }: { now: Date; quietMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - quietMs).toISOString();
  const pending = await deps.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as "locked"`);
    if (!rowsOf(z.object({ locked: z.boolean() }), lock)[0]?.locked) return [];
    const result = await tx.execute(sql`
      with due as (
        select user_id from notification
        where kind = 'message' and read_at is null and message_count > emailed_count
        group by user_id
        having max(happened_at) <= ${cutoff}::timestamptz
        limit ${DIGEST_BATCH}
      ), pending as (
        select n.id, n.user_id, n.actor_id, n.message_count - n.emailed_count as fresh
        from notification n join due on due.user_id = n.user_id
        where n.kind = 'message' and n.read_at is null and n.message_count > n.emailed_count
        for no key update of n
      ), claimed as (
        update notification set emailed_count = notification.message_count
        from pending where notification.id = pending.id
        returning notification.id
      )
      select p.user_id as "userId", r.email, r.name, a.name as "actorName", p.fresh,
        coalesce(ep.message_digest, true) as "wanted"
      from pending p
      join claimed c on c.id = p.id
      join "user" r on r.id = p.user_id
      left join "user" a on a.id = p.actor_id
      left join email_preference ep on ep.user_id = p.user_id
      order by p.user_id, p.fresh desc, a.name
    `);
    return rowsOf(pendingSchema, result);
  });

  const byPerson = new Map<string, Pending[]>();
  for (const row of pending) {
    if (!row.wanted) continue;
    byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  }
  const failures: unknown[] = [];
  for (const rows of byPerson.values()) {
    const [first] = rows;
    if (!first) continue;
    const mail = messageDigestMail({
      to: { name: first.name, email: first.email },
      senders: rows.map((row) => ({ name: partnerDisplayName(row.actorName), count: Number(row.fresh) })),
      publicUrl: deps.publicUrl,
    });
    // One address the mail server refuses must not keep the digest from everyone after it.
    await deps.mailer.send(mail).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} message digests failed`);
  return byPerson.size - failures.length;
}
