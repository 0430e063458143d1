import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerImageSchema } from '../../../domain/seller-product';
import { product, productImage } from '../../db/schema';
import { createCategory, createProduct } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import type { ImageStore } from '../../storage/image-store';
import { multipart } from '../../testing/multipart';
import { isImageServed } from '../../testing/served-image';
import type { Shopper } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { addProductImage } from './images';

const [t, seller, otherSeller] = await shopApp(['seller', 'seller'], { paying: false });
let subcategoryId: number;
let png: Buffer;

beforeAll(async () => {
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
  png = await placeholderImage(1);
});

async function upload(by: Shopper, productId: number, data: Buffer = png) {
  const { payload, contentType } = await multipart(data);
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { cookie: by.cookie, 'content-type': contentType },
    payload,
  });
}

const ownProduct = () => createProduct(t.db, { sellerId: seller.id, subcategoryId });
const imagesOf = (productId: number) =>
  t.db
    .select({ id: productImage.id, key: productImage.filepath, position: productImage.position })
    .from(productImage)
    .where(eq(productImage.productId, productId))
    .orderBy(asc(productImage.position));

describe('uploading a picture', () => {
  it('re-encodes it to WebP variants and puts it after the others', async () => {
    const item = await ownProduct();
    const first = sellerImageSchema.parse((await upload(seller, item.id)).json());
    const second = await upload(seller, item.id);
    expect(second.statusCode).toBe(201);
    const rows = await imagesOf(item.id);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [first.id, 1],
      [second.json().id, 2],
    ]);
    for (const variant of ['thumb', 'card', 'main', 'full'] as const)
      expect(await isImageServed(t, first.key, variant)).toBe(true);
  });

  it('refuses bytes that are not an image, whatever the name says, and stores nothing', async () => {
    const item = await ownProduct();
    const response = await upload(seller, item.id, Buffer.from('<script>alert(1)</script>'.repeat(20)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_image',
      message: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    });
    expect(await imagesOf(item.id)).toEqual([]);
  });

  it('refuses a file of 10 MB or more', async () => {
    const item = await ownProduct();
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(seller, item.id, huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'image_too_large',
      message: 'File size must be less than 10MB',
    });
    expect(await imagesOf(item.id)).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const item = await ownProduct();
    const response = await seller.call('POST', `/api/seller/products/${item.id}/images`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_image');
  });

  it("answers 404 for another seller's product and stores nothing", async () => {
    const item = await createProduct(t.db, { sellerId: otherSeller.id, subcategoryId });
    const response = await upload(seller, item.id);
    expect(response.statusCode).toBe(404);
    expect(await imagesOf(item.id)).toEqual([]);
  });

  it('removes the stored files when the row cannot be written', async () => {
    const item = await ownProduct();
    let savedKey = '';
    // The product disappears while its picture is being encoded, so the insert finds nothing to attach to.
    const vanishing: ImageStore = {
      ...t.images,
      async save(data, name) {
        savedKey = await t.images.save(data, name);
        await t.db.delete(product).where(eq(product.id, item.id));
        return savedKey;
      },
    };
    await expect(
      addProductImage(t.db, vanishing, { sellerId: seller.id, productId: item.id, data: png }),
    ).rejects.toThrow('Product not found.');
    expect(savedKey).not.toBe('');
    expect(await isImageServed(t, savedKey)).toBe(false);
  });
});

describe('deleting a picture', () => {
  it('removes its row and its files', async () => {
    const item = await ownProduct();
    const image = sellerImageSchema.parse((await upload(seller, item.id)).json());
    const response = await seller.call('DELETE', `/api/seller/products/${item.id}/images/${image.id}`);
    expect(response.statusCode).toBe(204);
    expect(await imagesOf(item.id)).toEqual([]);
    expect(await isImageServed(t, image.key)).toBe(false);
    // Nothing is left to make the phone-sized picture from again.
    expect(await isImageServed(t, image.key, 'main')).toBe(false);
  });

  it("answers 404 for another seller's picture and keeps it", async () => {
    const theirs = await createProduct(t.db, { sellerId: otherSeller.id, subcategoryId });
    const image = sellerImageSchema.parse((await upload(otherSeller, theirs.id)).json());
    const mine = await ownProduct();
    expect(
      (await seller.call('DELETE', `/api/seller/products/${theirs.id}/images/${image.id}`)).statusCode,
    ).toBe(404);
    // Naming their picture under one's own product finds nothing either.
    expect(
      (await seller.call('DELETE', `/api/seller/products/${mine.id}/images/${image.id}`)).statusCode,
    ).toBe(404);
    expect(await imagesOf(theirs.id)).toHaveLength(1);
    expect(await isImageServed(t, image.key)).toBe(true);
  });
});

describe('reordering pictures', () => {
  it('puts them in the given order; the first is the main picture', async () => {
    const item = await ownProduct();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(sellerImageSchema.parse((await upload(seller, item.id)).json()).id);
    const [a, b, c] = ids as [number, number, number];
    const response = await seller.call('PUT', `/api/seller/products/${item.id}/images/order`, {
      imageIds: [c, a, b],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((image: { id: number }) => image.id)).toEqual([c, a, b]);
    expect((await imagesOf(item.id)).map((row) => [row.id, row.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const page = (await seller.call('GET', `/api/products/${item.id}`)).json();
    expect(page.images[0]).toBe((await imagesOf(item.id))[0]?.key);
  });

  it.each([
    ['leaves one out', (ids: number[]) => ids.slice(1)],
    ['names one twice', (ids: number[]) => [ids[0] ?? 0, ...ids.slice(0, -1)]],
    ['names a picture of another product', () => [1, 2]],
  ])('refuses a list that %s and changes nothing', async (_case, listOf) => {
    const item = await ownProduct();
    for (let i = 0; i < 2; i++) await upload(seller, item.id);
    const before = await imagesOf(item.id);
    const response = await seller.call('PUT', `/api/seller/products/${item.id}/images/order`, {
      imageIds: listOf(before.map((row) => row.id)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('image_order_mismatch');
    expect(await imagesOf(item.id)).toEqual(before);
  });

  it("answers 404 for another seller's product", async () => {
    const theirs = await createProduct(t.db, { sellerId: otherSeller.id, subcategoryId });
    const image = sellerImageSchema.parse((await upload(otherSeller, theirs.id)).json());
    const response = await seller.call('PUT', `/api/seller/products/${theirs.id}/images/order`, {
      imageIds: [image.id],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('serving a picture', () => {
  it('refuses a variant it does not make and a name that is not a key, and makes nothing of a missing picture', async () => {
    const get = (url: string) => t.app.inject({ url });
    expect((await get('/images/huge/1-1-1-abc.webp')).statusCode).toBe(400);
    expect((await get('/images/main/..%2F..%2Fserver.pid.webp')).statusCode).toBe(400);
    // Past the router's longest parameter: refused before any route runs.
    expect((await get(`/images/main/${'a'.repeat(200)}.webp`)).statusCode).toBe(414);
    expect((await get('/images/main/1-1-1-missing.webp')).statusCode).toBe(404);
    expect((await get('/images/main/1-1-1-missing.webp')).statusCode).toBe(404);
  });
});
