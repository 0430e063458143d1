import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { notificationKindSchema } from '../../../domain/notifications';
import { rowsOf } from '../../db/rows-of';
import { type Effects, publishAfterStatement } from '../../events/commit-then-publish';
import type { DomainEvent } from '../../events/domain-event';

/** Alerts sent in one pass; the job's next pass takes the rest. */
const ALERT_BATCH = 500;

const claimedSchema = z.object({ id: z.number(), userId: z.string(), kind: notificationKindSchema });

/**
 * Pushes to the bell, and mails through the notifications' mailer, the saved-item alerts the trigger tell_savers
 * (migration 0026) stored: each claimed once, in one statement, by whichever instance's pass reaches it first
 * (`skip locked`), and marked sent (emailed_count) so that none is told twice. Answers how many it sent.
 */
export async function sendSavedItemAlerts(effects: Effects): Promise<number> {
  return publishAfterStatement(effects, async (db) => {
    const result = await db.execute(sql`
      with due as (
        select id from notification
        where kind in ('saved-price-drop', 'saved-back-in-stock') and emailed_count = 0
        order by id
        limit ${ALERT_BATCH}
        for no key update skip locked
      )
      update notification set emailed_count = 1 from due where notification.id = due.id
      returning notification.id, notification.user_id as "userId", notification.kind`);
    const events = rowsOf(claimedSchema, result).map(
      (row): DomainEvent => ({
        type: 'notification.created',
        userId: row.userId,
        notificationId: row.id,
        kind: row.kind,
        actorId: null,
      }),
    );
    return { value: events.length, events };
  });
}
