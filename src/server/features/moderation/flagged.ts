import { type SQL, sql } from 'drizzle-orm';
import { FLAG_THRESHOLD, FLAG_WINDOW_DAYS } from '../../../domain/moderation';
import { report } from '../../db/schema';

/**
 * Whether the person `personId` names (a column or a value) has FLAG_THRESHOLD upheld reports against them decided in
 * the last FLAG_WINDOW_DAYS days: flagged for an administrator's review. Counted when read from the reports
 * themselves, so decisions committed at once can never leave a count behind (decision 035).
 */
export function flaggedColumn(personId: SQL | string): SQL<boolean> {
  return sql<boolean>`(select count(*) from ${report}
    where ${report.againstId} = ${personId} and ${report.status} = 'upheld'
      and ${report.decidedAt} > now() - make_interval(days => ${FLAG_WINDOW_DAYS})) >= ${FLAG_THRESHOLD}`;
}
