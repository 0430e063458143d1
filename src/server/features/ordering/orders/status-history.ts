import { asc, inArray } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../../domain/delivery-steps';
import type { DbOrTx } from '../../../db/client';
import { deliveryStatusChange } from '../../../db/schema';

export type StatusStep = { status: DeliveryStatus; at: string };

/**
 * Each delivery's statuses, oldest first, as the delivery table's trigger recorded them (migration 0009): every
 * path that pays, ships, receives or cancels a part leaves its step, whichever code took it.
 */
export async function statusHistory(db: DbOrTx, deliveryIds: number[]): Promise<Map<number, StatusStep[]>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({
      deliveryId: deliveryStatusChange.deliveryId,
      status: deliveryStatusChange.status,
      at: deliveryStatusChange.changedAt,
    })
    .from(deliveryStatusChange)
    .where(inArray(deliveryStatusChange.deliveryId, deliveryIds))
    .orderBy(asc(deliveryStatusChange.changedAt), asc(deliveryStatusChange.id));
  const steps = new Map<number, StatusStep[]>();
  for (const { deliveryId, status, at } of rows)
    steps.set(deliveryId, [...(steps.get(deliveryId) ?? []), { status, at: at.toISOString() }]);
  return steps;
}
