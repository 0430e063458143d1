import { and, count, desc, eq } from 'drizzle-orm';
import { SAVED_SEARCHES_MAX } from '../../../domain/limits';
import { savedSearchKey } from '../../../domain/saved-search-link';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import type { SavedSearch, SavedSearches, SavedSearchFields } from '../../../domain/saved-searches';
import type { Db, DbOrTx } from '../../db/client';
import { savedSearch, subcategory, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';

const columns = {
  id: savedSearch.id,
  q: savedSearch.query,
  subcategoryId: savedSearch.subcategoryId,
  subcategoryName: subcategory.name,
  condition: savedSearch.condition,
  min: savedSearch.minPrice,
  max: savedSearch.maxPrice,
  inStock: savedSearch.inStock,
  createdAt: savedSearch.createdAt,
};

type Row = Omit<SavedSearch, 'createdAt'> & { createdAt: Date };
const shown = ({ createdAt, ...row }: Row): SavedSearch => ({ ...row, createdAt: createdAt.toISOString() });

async function readOne(db: DbOrTx, userId: string, id: number): Promise<SavedSearch | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedSearch)
    .leftJoin(subcategory, eq(subcategory.id, savedSearch.subcategoryId))
    .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)));
  return row && shown(row);
}

/**
 * Keeps the search for the person; keeping one they already keep (the same text in any case, the same filters)
 * answers the one kept. The person's user row is held first (the lock order of docs/architecture.md), so two saves
 * at once count each other against SAVED_SEARCHES_MAX, and the same search sent twice at once is kept once.
 */
export async function saveSearch(db: Db, userId: string, search: SavedSearchFields): Promise<SavedSearch> {
  const searchKey = savedSearchKey(search);
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
    const [already] = await tx
      .select({ id: savedSearch.id })
      .from(savedSearch)
      .where(and(eq(savedSearch.userId, userId), eq(savedSearch.searchKey, searchKey)));
    if (already) return (await readOne(tx, userId, already.id)) as SavedSearch;
    if (search.subcategoryId !== null) {
      const [known] = await tx
        .select({ id: subcategory.id })
        .from(subcategory)
        .where(eq(subcategory.id, search.subcategoryId));
      if (!known) throw notFound(savedSearchTexts.subcategoryNotFound);
    }
    const [kept] = await tx.select({ n: count() }).from(savedSearch).where(eq(savedSearch.userId, userId));
    if ((kept?.n ?? 0) >= SAVED_SEARCHES_MAX) throw new AppError('saved_searches_limit');
    const [inserted] = await tx
      .insert(savedSearch)
      .values({
        userId,
        searchKey,
        query: search.q,
        subcategoryId: search.subcategoryId,
        condition: search.condition,
        minPrice: search.min,
        maxPrice: search.max,
        inStock: search.inStock,
      })
      .returning({ id: savedSearch.id });
    return (await readOne(tx, userId, inserted?.id ?? 0)) as SavedSearch;
  });
}

/** Deletes one of the person's own saved searches, and its lines in their bell; anyone else's is answered as missing. */
export async function deleteSavedSearch(db: DbOrTx, userId: string, id: number) {
  const [deleted] = await db
    .delete(savedSearch)
    .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
    .returning({ id: savedSearch.id });
  if (!deleted) throw notFound(savedSearchTexts.notFound);
  return { id: deleted.id, deleted: true as const };
}

/** The person's own saved searches, the latest first. */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<SavedSearches> {
  const rows = await db
    .select(columns)
    .from(savedSearch)
    .leftJoin(subcategory, eq(subcategory.id, savedSearch.subcategoryId))
    .where(eq(savedSearch.userId, userId))
    .orderBy(desc(savedSearch.createdAt), desc(savedSearch.id))
    .limit(SAVED_SEARCHES_MAX);
  return { searches: rows.map(shown) };
}
