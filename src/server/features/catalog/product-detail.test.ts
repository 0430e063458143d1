import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailSchema } from '../../../domain/product-detail';
import { createCategory, createProduct, createReview, createUser } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let seller: { id: string; email: string };
let otherUser: { id: string; email: string };
let admin: { email: string };
let activeId: number;
let pendingId: number;
let bareId: number;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.db, { role: 'seller', name: 'Sadia Rahman' });
  otherUser = await createUser(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  const books = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks'] });
  const subcategoryId = books.subcategories[0]?.id ?? 0;
  const active = await createProduct(
    t.db,
    {
      sellerId: seller.id,
      subcategoryId,
      name: 'Calculus',
      price: 1200,
      stock: 3,
      detail: '## Calculus',
      specs: '| Property | Value |\n| --- | --- |\n| Pages | 1200 |',
      images: [await placeholderImage(1), await placeholderImage(2)],
    },
    t.images,
  );
  activeId = active.id;
  pendingId = (await createProduct(t.db, { sellerId: seller.id, subcategoryId, status: 'pending' })).id;
  bareId = (
    await createProduct(t.db, {
      sellerId: seller.id,
      subcategoryId,
      status: 'out-of-stock',
      stock: 0,
      detail: '',
      specs: '',
    })
  ).id;
  // One review per person and product: three reviewers.
  for (const rating of [5, 4, 4])
    await createReview(t.db, { productId: activeId, userId: (await createUser(t.db)).id, rating });
});
afterAll(() => t.close());

async function fetchProduct(id: number, email?: string) {
  const headers = email ? { cookie: await t.signIn(email) } : {};
  return t.app.inject({ url: `/api/products/${id}`, headers });
}

describe('GET /api/products/:id', () => {
  it('shows an active product to a visitor with its images, markdown, category and rating', async () => {
    const response = await fetchProduct(activeId);
    expect(response.statusCode).toBe(200);
    const detail = productDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      name: 'Calculus',
      price: 1200,
      stock: 3,
      status: 'active',
      sellerName: 'Sadia Rahman',
      subcategory: { name: 'Textbooks' },
      category: { name: 'Books' },
      detailHtml: '<h2>Calculus</h2>',
      specsHtml: expect.stringContaining('<td>1200</td>'),
      rating: { average: 4.3, count: 3 },
    });
    expect(detail.images).toHaveLength(2);
    expect(detail.images[0]).toMatch(new RegExp(`^${activeId}-1-`));
    expect(detail.images[1]).toMatch(new RegExp(`^${activeId}-2-`));
  });

  it('shows a product without reviews, images or details as unrated, imageless and not written yet', async () => {
    const detail = productDetailSchema.parse((await fetchProduct(bareId)).json());
    expect(detail).toMatchObject({
      status: 'out-of-stock',
      images: [],
      rating: { average: null, count: 0 },
      detailHtml: '',
      specsHtml: '',
    });
  });

  it('shows a pending product to its seller and to administrators', async () => {
    for (const email of [seller.email, admin.email]) {
      const response = await fetchProduct(pendingId, email);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('pending');
    }
  });

  it('hides a pending product from other users and visitors', async () => {
    for (const email of [otherUser.email, undefined]) {
      const response = await fetchProduct(pendingId, email);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Product not found' });
    }
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id', async () => {
    expect((await fetchProduct(999_999)).statusCode).toBe(404);
    const malformed = await t.app.inject('/api/products/abc');
    expect(malformed.statusCode).toBe(400);
  });
});
