import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SAVED_ITEMS_MAX } from '../../../domain/limits';
import type { SavedItems, SavedState } from '../../../domain/saved-items';
import { visitor } from '../../auth/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { product, savedItem, user } from '../../db/schema';
import { AppError } from '../../errors';
import { productCardColumns } from '../catalog/product-columns';
import { productNotFound } from '../catalog/product-detail';
import { visibleTo } from '../catalog/visibility';

/**
 * What may be saved and listed: what a shopper may see (approved, its seller not banned), whoever asks. A product
 * nobody else sees, even the person's own pending one, is answered as missing (visibility.ts).
 */
const listed = () => visibleTo(visitor);

async function assertListed(db: DbOrTx, productId: number): Promise<{ price: number }> {
  const [row] = await db
    .select({ price: product.price })
    .from(product)
    .where(and(eq(product.id, productId), listed()));
  if (!row) throw productNotFound();
  return row;
}

/**
 * Saves the product for the person at its price now; saving it again keeps the first save and its price. The
 * person's user row is held first (the lock order of docs/architecture.md), so two saves at once count each other
 * against SAVED_ITEMS_MAX.
 */
export async function saveItem(db: Db, userId: string, productId: number): Promise<SavedState> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
    const { price } = await assertListed(tx, productId);
    const [already] = await tx
      .select({ productId: savedItem.productId })
      .from(savedItem)
      .where(and(eq(savedItem.userId, userId), eq(savedItem.productId, productId)));
    if (already) return { productId, saved: true };
    const [kept] = await tx.select({ n: count() }).from(savedItem).where(eq(savedItem.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_ITEMS_MAX) throw new AppError('saved_items_limit');
    await tx.insert(savedItem).values({ userId, productId, savedPrice: price }).onConflictDoNothing();
    return { productId, saved: true };
  });
}

/**
 * Unsaves the product; unsaving what is not saved changes nothing. A product the shop no longer shows is answered
 * as missing and stays saved, out of the list, as in the cart: it is listed again if the product comes back.
 */
export async function unsaveItem(db: DbOrTx, userId: string, productId: number): Promise<SavedState> {
  await assertListed(db, productId);
  await db.delete(savedItem).where(and(eq(savedItem.userId, userId), eq(savedItem.productId, productId)));
  return { productId, saved: false };
}

/** The person's own saved items the shop shows, as cards at their prices now, the latest saved first. */
export async function listSavedItems(db: DbOrTx, userId: string): Promise<SavedItems> {
  const rows = await db
    .select({ ...productCardColumns, savedPrice: savedItem.savedPrice, savedAt: savedItem.savedAt })
    .from(savedItem)
    .innerJoin(product, eq(product.id, savedItem.productId))
    .where(and(eq(savedItem.userId, userId), listed()))
    .orderBy(desc(savedItem.savedAt), desc(sql`${savedItem.productId}`))
    .limit(SAVED_ITEMS_MAX);
  return { items: rows.map(({ savedAt, ...row }) => ({ ...row, savedAt: savedAt.toISOString() })) };
}
