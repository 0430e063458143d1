import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportGroup, ReportQueue } from '../../../domain/moderation';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import { excerpt } from '../../../domain/text';
import type { DbOrTx } from '../../db/client';
import { message, product, report, seller, user } from '../../db/schema';
import { flaggedColumn } from './flagged';

/** The most open reports the queue reads at once; older groups come first, so none waits for ever. */
const QUEUE_LIMIT = 1000;

const reporter = alias(user, 'reporter');
const against = alias(user, 'against');

/**
 * The open reports grouped by what they are about, the longest waiting group first, with who each is against and
 * whether that person is flagged: one query, grouped here.
 */
export async function listReportGroups(db: DbOrTx): Promise<ReportQueue> {
  const rows = await db
    .select({
      id: report.id,
      kind: report.targetKind,
      targetId: report.targetId,
      reason: report.reason,
      details: report.details,
      at: report.createdAt,
      reporterName: reporter.name,
      productId: report.productId,
      productName: product.name,
      messageText: message.message,
      againstId: report.againstId,
      againstName: against.name,
      sellerLevel: seller.level,
      flagged: flaggedColumn(sql`${report.againstId}`),
    })
    .from(report)
    .innerJoin(reporter, eq(reporter.id, report.reporterId))
    .innerJoin(against, eq(against.id, report.againstId))
    .leftJoin(seller, eq(seller.id, report.againstId))
    .leftJoin(product, eq(product.id, report.productId))
    .leftJoin(message, eq(message.id, report.messageId))
    .where(eq(report.status, 'open'))
    .orderBy(asc(report.id))
    .limit(QUEUE_LIMIT);
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const key = `${row.kind}:${row.targetId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        kind: row.kind,
        targetId: row.targetId,
        title:
          row.kind === 'listing'
            ? (row.productName ?? '')
            : row.kind === 'seller'
              ? row.againstName
              : excerpt(row.messageText ?? '', 200),
        productId: row.productId,
        against: {
          id: row.againstId,
          name: row.againstName,
          isSeller: row.sellerLevel !== null,
          banned: row.sellerLevel === SELLER_LEVEL.banned,
          flagged: row.flagged,
        },
        count: 0,
        firstAt: row.at.toISOString(),
        reports: [],
      };
      groups.set(key, group);
    }
    group.count += 1;
    group.reports.push({
      id: row.id,
      reporterName: row.reporterName,
      reason: row.reason,
      details: row.details,
      at: row.at.toISOString(),
    });
  }
  return { groups: [...groups.values()] };
}
