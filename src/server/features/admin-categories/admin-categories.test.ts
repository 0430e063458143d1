import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { category, subcategory } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin'], { paying: false });

const subcategoryNames = async (categoryId: number) =>
  (await t.db.select().from(subcategory).where(eq(subcategory.categoryId, categoryId)))
    .map((row) => row.name)
    .sort();
const add = (payload: Record<string, unknown>) => admin.call('POST', '/api/admin/categories', payload);

describe('adding categories', () => {
  it('adds a category with its subcategories, trimming names and dropping blank entries', async () => {
    const response = await add({ name: '  Sports ', subcategories: ['Cricket', ' ', ' Football ', ''] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.created).toBe(true);
    expect(body.category).toMatchObject({ name: 'Sports' });
    expect(body.category.subcategories.map((sub: { name: string }) => sub.name)).toEqual([
      'Cricket',
      'Football',
    ]);
    const publicList = (await t.app.inject('/api/categories')).json();
    expect(publicList.map((row: { name: string }) => row.name)).toContain('Sports');
  });

  it('reuses a category of the same name in any case and only adds the subcategories', async () => {
    const existing = await createCategory(t.db, { name: 'Music', subcategories: ['Guitars'] });
    const response = await add({ name: 'music', subcategories: ['Drums'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, category: { id: existing.id, name: 'Music' } });
    expect(await subcategoryNames(existing.id)).toEqual(['Drums', 'Guitars']);
  });

  it('requires a name', async () => {
    for (const name of ['', '   ']) {
      const response = await add({ name, subcategories: ['X'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Category name is required');
    }
  });

  it('refuses duplicates and adds nothing of the request', async () => {
    const existing = await createCategory(t.db, { name: 'Games', subcategories: ['Board'] });
    const taken = await add({ name: 'Games', subcategories: ['Cards', 'board'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'subcategory_exists',
      message: 'The subcategory "Board" already exists.',
    });
    const twice = await add({ name: 'Games', subcategories: ['Dice', 'dice'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('duplicate_name');
    const bare = await add({ name: 'GAMES' });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error.code).toBe('category_exists');
    expect(await subcategoryNames(existing.id)).toEqual(['Board']);
  });

  it('adds subcategories to an existing category by id', async () => {
    const existing = await createCategory(t.db, { name: 'Art', subcategories: ['Paint'] });
    const response = await admin.call('POST', `/api/admin/categories/${existing.id}/subcategories`, {
      subcategories: ['Brushes', ' '],
    });
    expect(response.statusCode).toBe(200);
    expect(await subcategoryNames(existing.id)).toEqual(['Brushes', 'Paint']);
    const empty = await admin.call('POST', `/api/admin/categories/${existing.id}/subcategories`, {
      subcategories: [' '],
    });
    expect(empty.statusCode).toBe(400);
    const missing = await admin.call('POST', '/api/admin/categories/999999/subcategories', {
      subcategories: ['A'],
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes a category with all its subcategories', async () => {
    const doomed = await createCategory(t.db, { name: 'Old Stuff', subcategories: ['A', 'B'] });
    const response = await admin.call('DELETE', `/api/admin/categories/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(category).where(eq(category.id, doomed.id))).toEqual([]);
    expect(await subcategoryNames(doomed.id)).toEqual([]);
    expect((await admin.call('DELETE', `/api/admin/categories/${doomed.id}`)).statusCode).toBe(404);
  });

  it('deletes one subcategory', async () => {
    const parent = await createCategory(t.db, { name: 'Kitchen', subcategories: ['Pots', 'Pans'] });
    const pots = parent.subcategories.find((sub) => sub.name === 'Pots');
    const response = await admin.call('DELETE', `/api/admin/subcategories/${pots?.id}`);
    expect(response.statusCode).toBe(200);
    expect(await subcategoryNames(parent.id)).toEqual(['Pans']);
  });

  it('refuses to delete a category or subcategory that still has products, changing nothing', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const parent = await createCategory(t.db, { name: 'Bikes', subcategories: ['Road', 'Mountain'] });
    const road = parent.subcategories.find((sub) => sub.name === 'Road');
    await createProduct(t.db, { sellerId: seller.id, subcategoryId: road?.id ?? 0, status: 'pending' });

    const whole = await admin.call('DELETE', `/api/admin/categories/${parent.id}`);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error).toEqual({
      code: 'in_use',
      message: 'This category still has products. Move or remove them first; nothing was deleted.',
    });
    const one = await admin.call('DELETE', `/api/admin/subcategories/${road?.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe(
      'This subcategory still has products. Move or remove them first; nothing was deleted.',
    );
    expect(await subcategoryNames(parent.id)).toEqual(['Mountain', 'Road']);
  });
});
