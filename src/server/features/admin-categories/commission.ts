import { asc, eq } from 'drizzle-orm';
import { type CategoryCommissions, toBasisPoints } from '../../../domain/admin-categories';
import type { Db } from '../../db/client';
import { auditLog, category } from '../../db/schema';
import { notFound } from '../../errors';
import { withReason } from '../audit/reason';

export async function listCommissions(db: Db, defaultBasisPoints: number): Promise<CategoryCommissions> {
  const categories = await db
    .select({ id: category.id, basisPoints: category.commissionBasisPoints })
    .from(category)
    .orderBy(asc(category.id));
  return { defaultBasisPoints, categories };
}

/**
 * Sets a category's commission (null: the default) for the lines paid from now on: a line's commission is fixed
 * when it is paid (ordering/orders/commission.ts). Audited with the old and the new value, and the reason given.
 */
export async function setCommission(
  db: Db,
  input: { adminId: string; categoryId: number; percent: number | null; reason?: string },
): Promise<{ id: number; basisPoints: number | null }> {
  const basisPoints = input.percent === null ? null : toBasisPoints(input.percent);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ basisPoints: category.commissionBasisPoints })
      .from(category)
      .where(eq(category.id, input.categoryId))
      .for('no key update');
    if (!found) throw notFound('Category not found.');
    await tx
      .update(category)
      .set({ commissionBasisPoints: basisPoints })
      .where(eq(category.id, input.categoryId));
    await tx.insert(auditLog).values({
      actorId: input.adminId,
      action: 'category.commission_changed',
      subject: `category:${input.categoryId}`,
      details: {
        from: found.basisPoints,
        to: basisPoints,
        ...withReason(input.reason),
      },
    });
    return { id: input.categoryId, basisPoints };
  });
}
