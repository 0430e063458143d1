import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AddCategoryResponse } from '../../../domain/admin-categories';
import type { Category } from '../../../domain/category';
import type { Db, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/foreign-key-violation';
import { category, subcategory } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';

const categoryNotFound = () => notFound('Category not found.');

/**
 * SPEC section 5: a category of the same name (any case) is reused and only the subcategories are added.
 * Everything happens in one transaction: one duplicate name refuses the whole request and adds nothing.
 */
export async function addCategory(
  db: Db,
  input: { name: string; subcategories: string[] },
): Promise<AddCategoryResponse> {
  const names = distinctNames(input.subcategories);
  const added = db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: category.id })
      .from(category)
      .where(eq(sql`lower(${category.name})`, input.name.toLowerCase()))
      .for('no key update');
    if (existing && names.length === 0)
      throw new AppError('category_exists', `The category "${input.name}" already exists.`);
    const categoryId = existing?.id ?? (await insertCategory(tx, input.name));
    await insertSubcategories(tx, categoryId, names);
    return { created: !existing, category: await readCategory(tx, categoryId) };
  });
  return added.catch(explainDuplicate(input.name));
}

export async function addSubcategories(
  db: Db,
  categoryId: number,
  subcategories: string[],
): Promise<Category> {
  const names = distinctNames(subcategories);
  const added = db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: category.id })
      .from(category)
      .where(eq(category.id, categoryId))
      .for('no key update');
    if (!found) throw categoryNotFound();
    await insertSubcategories(tx, categoryId, names);
    return readCategory(tx, categoryId);
  });
  return added.catch(explainDuplicate(null));
}

/** Another administrator may add the same name between our check and our insert: the unique index says so. */
function explainDuplicate(categoryName: string | null) {
  return (error: unknown): never => {
    if (categoryName !== null && isUniqueViolation(error, 'category_name_unique'))
      throw new AppError('category_exists', `The category "${categoryName}" already exists.`);
    if (isUniqueViolation(error, 'subcategory_name_unique')) throw new AppError('subcategory_exists');
    throw error;
  };
}

/**
 * Products point at their subcategory without a cascade, so deleting would either fail or take the
 * products with it. We refuse and change nothing; the administrator moves or removes the products first.
 */
export async function deleteCategory(db: Db, categoryId: number): Promise<void> {
  await refuseWhenInUse(
    async () => db.delete(category).where(eq(category.id, categoryId)).returning({ id: category.id }),
    categoryNotFound,
    'This category still has products. Move or remove them first; nothing was deleted.',
  );
}

export async function deleteSubcategory(db: Db, subcategoryId: number): Promise<void> {
  await refuseWhenInUse(
    async () =>
      db.delete(subcategory).where(eq(subcategory.id, subcategoryId)).returning({ id: subcategory.id }),
    () => notFound('Subcategory not found.'),
    'This subcategory still has products. Move or remove them first; nothing was deleted.',
  );
}

async function refuseWhenInUse(
  remove: () => Promise<{ id: number }[]>,
  missing: () => AppError,
  inUseMessage: string,
): Promise<void> {
  // The foreign key itself is the check: a product listed at the same moment cannot slip past it.
  const removed = await remove().catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw new AppError('in_use', inUseMessage);
    throw error;
  });
  if (removed.length === 0) throw missing();
}

function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw new AppError('duplicate_name', `"${name}" is listed twice.`);
    seen.add(key);
  }
  return names;
}

async function insertCategory(tx: Tx, name: string): Promise<number> {
  const [created] = await tx.insert(category).values({ name }).returning({ id: category.id });
  if (!created) throw new Error('category insert returned nothing');
  return created.id;
}

async function insertSubcategories(tx: Tx, categoryId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const taken = await tx
    .select({ name: subcategory.name })
    .from(subcategory)
    .where(
      and(
        eq(subcategory.categoryId, categoryId),
        inArray(
          sql`lower(${subcategory.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  if (taken[0])
    throw new AppError('subcategory_exists', `The subcategory "${taken[0].name}" already exists.`);
  await tx.insert(subcategory).values(names.map((name) => ({ name, categoryId })));
}

async function readCategory(tx: Tx, categoryId: number): Promise<Category> {
  const rows = await tx
    .select({ id: category.id, name: category.name, subId: subcategory.id, subName: subcategory.name })
    .from(category)
    .leftJoin(subcategory, eq(subcategory.categoryId, category.id))
    .where(eq(category.id, categoryId))
    .orderBy(subcategory.name);
  const [first] = rows;
  if (!first) throw categoryNotFound();
  return {
    id: first.id,
    name: first.name,
    subcategories: rows.flatMap((row) =>
      row.subId === null || row.subName === null ? [] : [{ id: row.subId, name: row.subName }],
    ),
  };
}
