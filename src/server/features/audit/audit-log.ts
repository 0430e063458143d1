import { and, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  moneyAuditActions,
  moneyAuditPrefixes,
} from '../../../domain/audit-log';
import type { DbOrTx } from '../../db/client';
import { auditLog, user } from '../../db/schema';

const moneyOnly = or(
  sql`${auditLog.action} in (${sql.join(
    moneyAuditActions.map((action) => sql`${action}`),
    sql`, `,
  )})`,
  ...moneyAuditPrefixes.map((prefix) => like(auditLog.action, `${prefix}%`)),
);

/**
 * One page of the audit log, newest first, with who did each thing, in one query: keyset pagination on the id,
 * which grows with time; `money` keeps the actions about money only.
 */
export async function readAuditPage(
  db: DbOrTx,
  query: { before?: number; money?: boolean; size?: number } = {},
): Promise<AuditPage> {
  const size = query.size ?? AUDIT_PAGE_SIZE;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorId: user.id,
      actorName: user.name,
      actorEmail: user.email,
      action: auditLog.action,
      subject: auditLog.subject,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(
      and(
        query.before === undefined ? undefined : lt(auditLog.id, query.before),
        query.money ? moneyOnly : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(size + 1);
  const entries = rows.slice(0, size).map(({ actorId, actorName, actorEmail, details, at, ...row }) => {
    const detail =
      details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : {};
    return {
      ...row,
      at: at.toISOString(),
      actor: actorId === null ? null : { id: actorId, name: actorName ?? '', email: actorEmail ?? '' },
      reason: typeof detail.reason === 'string' && detail.reason !== '' ? detail.reason : null,
      details: detail,
    };
  });
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > size && last ? last.id : null };
}
