import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminProductListSchema } from '../../../domain/admin-products';
import type { ProductStatus } from '../../../domain/product';
import { type SellerProduct, sellerProductSchema } from '../../../domain/seller-product';
import { product } from '../../db/schema';
import { createCategory, createProduct } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import { multipart } from '../../testing/multipart';
import { shopApp } from '../../testing/shop-app';

const [t, seller, admin] = await shopApp(['seller', 'admin'], { paying: false });
let subcategoryId: number;
let otherSubcategoryId: number;
let otherCategorySubcategoryId: number;

beforeAll(async () => {
  const category = await createCategory(t.db, { subcategories: ['Lamps', 'Fans'] });
  subcategoryId = category.subcategories[0]?.id ?? 0;
  otherSubcategoryId = category.subcategories[1]?.id ?? 0;
  otherCategorySubcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
});

const statusOf = async (id: number) =>
  (await t.db.select({ status: product.status }).from(product).where(eq(product.id, id)))[0]?.status;

async function approvedProduct(status: ProductStatus = 'active', pictures = 0) {
  const images = await Promise.all(Array.from({ length: pictures }, (_, i) => placeholderImage(i)));
  const created = await createProduct(
    t.db,
    { sellerId: seller.id, subcategoryId, name: 'Desk Lamp', status, images },
    t.images,
  );
  return sellerProductSchema.parse((await seller.call('GET', `/api/seller/products/${created.id}`)).json());
}

function save(form: SellerProduct, changes: Record<string, unknown> = {}) {
  const { id, status: _, categoryId: __, images: ___, ...fields } = form;
  return seller.call('PUT', `/api/seller/products/${id}`, { ...fields, stockSeen: form.stock, ...changes });
}

async function upload(productId: number) {
  const { payload, contentType } = await multipart(await placeholderImage(7));
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { cookie: seller.cookie, 'content-type': contentType },
    payload,
  });
}

describe('changing what an administrator approved', () => {
  it.each([
    ['the name', () => ({ name: 'Desk Lamp with a new bulb' })],
    ['the description', () => ({ description: 'Now it is a blender.' })],
    ['the details', () => ({ detail: '## Blender\n\nNot a lamp any more.' })],
    ['the specs', () => ({ specs: '| Power | 900 W |\n| --- | --- |' })],
    ['the condition', () => ({ condition: 'new' })],
    // The subcategories exist only once beforeAll ran.
    ['the subcategory', () => ({ subcategoryId: otherSubcategoryId })],
    ['the category', () => ({ subcategoryId: otherCategorySubcategoryId })],
  ])('sends an active product back to pending when %s changes', async (_, changes) => {
    const form = await approvedProduct('active');
    const response = await save(form, changes());
    expect(response.statusCode).toBe(200);
    expect(sellerProductSchema.parse(response.json()).status).toBe('pending');
    expect(await statusOf(form.id)).toBe('pending');
  });

  it('sends an out-of-stock product back to pending too', async () => {
    const form = await approvedProduct('out-of-stock');
    await save(form, { name: 'Something else entirely' });
    expect(await statusOf(form.id)).toBe('pending');
  });

  it('shows the administrator Approve again: the product is pending in All Products and gone from the shop', async () => {
    const form = await approvedProduct('active');
    await save(form, { name: 'Renamed Lamp' });
    const all = adminProductListSchema.parse((await admin.call('GET', '/api/admin/products')).json());
    expect(all.products.find((row) => row.id === form.id)).toMatchObject({
      name: 'Renamed Lamp',
      status: 'pending',
    });
    expect((await t.app.inject(`/api/products/${form.id}`)).statusCode).toBe(404);
    const approved = await admin.call('POST', `/api/admin/products/${form.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await statusOf(form.id)).toBe('active');
  });
});

describe('saves that change nothing an administrator approved', () => {
  it.each(['active', 'out-of-stock'] as const)(
    'keep a %s product as it was when nothing changed',
    async (status) => {
      const form = await approvedProduct(status);
      const response = await save(form);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(form.id)).toBe(status);
    },
  );

  it('treat blanks around the texts as no change', async () => {
    const form = await approvedProduct('active');
    await save(form, { name: `  ${form.name}  `, description: `${form.description}\n` });
    expect(await statusOf(form.id)).toBe('active');
  });

  it('keep the status when only the price, whether it is negotiable and the stock change', async () => {
    const form = await approvedProduct('active');
    const response = await save(form, {
      price: form.price + 50,
      priceNegotiable: true,
      stock: form.stock + 4,
    });
    expect(sellerProductSchema.parse(response.json())).toMatchObject({
      price: form.price + 50,
      priceNegotiable: true,
      stock: form.stock + 4,
      status: 'active',
    });
  });

  it('leave a pending product pending', async () => {
    const form = await approvedProduct('pending');
    await save(form, { name: 'Still waiting' });
    expect(await statusOf(form.id)).toBe('pending');
  });
});

describe('pictures are part of what was approved', () => {
  it('an upload sends an approved product back to pending', async () => {
    const form = await approvedProduct('active', 1);
    expect((await upload(form.id)).statusCode).toBe(201);
    expect(await statusOf(form.id)).toBe('pending');
  });

  it('a delete sends it back to pending', async () => {
    const form = await approvedProduct('out-of-stock', 2);
    const response = await seller.call(
      'DELETE',
      `/api/seller/products/${form.id}/images/${form.images[1]?.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await statusOf(form.id)).toBe('pending');
  });

  it('a new order sends it back to pending: the main picture changed', async () => {
    const form = await approvedProduct('active', 2);
    const reversed = form.images.map((image) => image.id).reverse();
    const response = await seller.call('PUT', `/api/seller/products/${form.id}/images/order`, {
      imageIds: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(form.id)).toBe('pending');
  });

  it('the same order again, as the form sends it on every save, changes nothing', async () => {
    const form = await approvedProduct('active', 2);
    const response = await seller.call('PUT', `/api/seller/products/${form.id}/images/order`, {
      imageIds: form.images.map((image) => image.id),
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(form.id)).toBe('active');
  });

  it('a refused upload or a delete of a missing picture changes nothing', async () => {
    const form = await approvedProduct('active', 1);
    const { payload, contentType } = await multipart(Buffer.from('not a picture at all'), 'x.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/seller/products/${form.id}/images`,
      headers: { cookie: seller.cookie, 'content-type': contentType },
      payload,
    });
    expect(refused.statusCode).toBe(400);
    expect((await seller.call('DELETE', `/api/seller/products/${form.id}/images/99999999`)).statusCode).toBe(
      404,
    );
    expect(await statusOf(form.id)).toBe('active');
  });
});
