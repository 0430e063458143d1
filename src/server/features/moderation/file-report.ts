import { REPORTS_PER_HOUR } from '../../../domain/limits';
import type { NewReport } from '../../../domain/moderation';
import type { SignedInViewer } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { report } from '../../db/schema';
import { countInWindow } from '../../db/window-counter';
import { AppError } from '../../errors';
import { findReportTarget } from './report-target';

/**
 * Files a person's report for the moderation queue: at most REPORTS_PER_HOUR an hour (counted first, so a flood
 * costs no more than one row each), and one per person and thing, which the unique index keeps when two arrive at
 * once.
 */
export async function fileReport(db: Db, viewer: SignedInViewer, input: NewReport): Promise<{ id: number }> {
  const reporterId = viewer.user.id;
  if (!(await countInWindow(db, `report:${reporterId}`, { window: 3600, max: REPORTS_PER_HOUR })))
    throw new AppError('too_many_reports');
  const target = await findReportTarget(db, viewer, input);
  const [filed] = await db
    .insert(report)
    .values({
      reporterId,
      targetKind: input.kind,
      targetId: String(input.targetId),
      againstId: target.againstId,
      productId: target.productId,
      messageId: target.messageId,
      reason: input.reason,
      details: input.details ?? '',
    })
    .onConflictDoNothing({ target: [report.reporterId, report.targetKind, report.targetId] })
    .returning({ id: report.id });
  if (!filed) throw new AppError('already_reported');
  return filed;
}
