import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PartDispute } from '../../../../domain/disputes';
import type { DbOrTx } from '../../../db/client';
import { dispute } from '../../../db/schema';

/** A dispute's columns as every reader shows it, its photos' keys gathered in their order. */
export const disputeColumns = {
  id: dispute.id,
  deliveryId: dispute.deliveryId,
  status: dispute.status,
  reason: dispute.reason,
  details: dispute.details,
  // Written out in full: drizzle names a column without its table in a one-table select, and inside this subquery
  // a bare "id" would be the photo's.
  photos: sql<string[]>`coalesce((
    select json_agg(p.filepath order by p.position) from dispute_photo p
    where p.dispute_id = "dispute"."id"), '[]'::json)`,
  offerAmount: dispute.offerAmount,
  offerNote: dispute.offerNote,
  offeredAt: dispute.offeredAt,
  outcome: dispute.outcome,
  refundAmount: dispute.refundAmount,
  decisionNote: dispute.decisionNote,
  createdAt: dispute.createdAt,
  settledAt: dispute.settledAt,
};

/** The disputes `where` picks, in the order they were opened. */
const selectDisputes = (db: DbOrTx, where: SQL | undefined) =>
  db.select(disputeColumns).from(dispute).where(where).orderBy(asc(dispute.id));
type DisputeRow = Awaited<ReturnType<typeof selectDisputes>>[number];

/** A row of `disputeColumns` as the API answers it. */
export function toPartDispute(row: DisputeRow): PartDispute {
  const { offerAmount, offerNote, offeredAt, createdAt, settledAt, ...rest } = row;
  return {
    ...rest,
    offer:
      offerAmount === null || offeredAt === null
        ? null
        : { amount: offerAmount, note: offerNote ?? '', at: offeredAt.toISOString() },
    createdAt: createdAt.toISOString(),
    settledAt: settledAt?.toISOString() ?? null,
  };
}

/** The dispute of each of these parts that has one, by delivery id. */
export async function disputesOfParts(db: DbOrTx, deliveryIds: number[]): Promise<Map<number, PartDispute>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await selectDisputes(db, inArray(dispute.deliveryId, deliveryIds));
  return new Map(rows.map((row) => [row.deliveryId, toPartDispute(row)]));
}

/** One dispute as it now stands, or undefined. */
export async function readDispute(db: DbOrTx, disputeId: number): Promise<PartDispute | undefined> {
  const [row] = await selectDisputes(db, eq(dispute.id, disputeId));
  return row && toPartDispute(row);
}
