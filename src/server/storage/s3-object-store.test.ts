import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../domain/image-url';
import { sellerImageSchema } from '../../domain/seller-product';
import { productImage } from '../db/schema';
import { addProductImage } from '../features/seller-products/images';
import { createCategory, createProduct } from '../seed/factories';
import { placeholderImage } from '../seed/placeholder-image';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3/s3-stand-in';
import { multipart } from '../testing/multipart';
import { isImageServed } from '../testing/served-image';
import { type Shopper, signedIn } from '../testing/shop';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createImageStore } from './image-store';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore, type S3Settings } from './s3-object-store';

let s3: S3StandIn;
let first: TestApp;
let second: TestApp;
let seller: Shopper;
let subcategoryId: number;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3StandIn();
  first = await createTestApp(s3.env);
  // Another instance: its own data folder, the same database and bucket.
  second = await createTestApp(s3.env, { database: first.database });
  seller = await signedIn(first, 'seller');
  subcategoryId = (await createCategory(first.db)).subcategories[0]?.id ?? 0;
  png = await placeholderImage(1);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.stop();
});

const settings = (bucket: string): S3Settings => ({
  endpoint: s3.endpoint,
  bucket,
  region: 'us-east-1',
  accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '',
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '',
  pathStyle: true,
});

async function upload(productId: number) {
  const { payload, contentType } = await multipart(png);
  return first.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { cookie: seller.cookie, 'content-type': contentType },
    payload,
  });
}

describe('pictures in S3-compatible object storage', () => {
  it('stores each variant in the bucket, and every instance serves it from its own address, long-cached', async () => {
    const item = await createProduct(first.db, { sellerId: seller.id, subcategoryId });
    const response = await upload(item.id);
    expect(response.statusCode).toBe(201);
    const { key } = sellerImageSchema.parse(response.json());
    for (const variant of ['thumb', 'card', 'full'] as const) {
      expect(await isImageServed(first, key, variant)).toBe(true);
      expect(await isImageServed(second, key, variant)).toBe(true);
    }
    const served = await second.app.inject({ url: imageUrl(key, 'card') });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await second.app.inject({
      url: imageUrl(key, 'card'),
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('removes every variant from the bucket with its picture', async () => {
    const item = await createProduct(first.db, { sellerId: seller.id, subcategoryId });
    const { id, key } = sellerImageSchema.parse((await upload(item.id)).json());
    const removed = await second.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${item.id}/images/${id}`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.statusCode).toBe(204);
    for (const variant of ['thumb', 'card', 'full'] as const) {
      expect(await isImageServed(first, key, variant)).toBe(false);
    }
  });

  it('answers 404 for a name it does not hold, and refuses names outside the pictures', async () => {
    expect((await first.app.inject({ url: imageUrl('no-such-picture', 'thumb') })).statusCode).toBe(404);
    for (const url of ['/images/thumb/..%2Fsecret.webp', '/images/other/x.webp', '/images/thumb/x.png']) {
      expect((await first.app.inject({ url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('leaves no object and no row when the bucket refuses one of the variants', async () => {
    const bucket = createS3ObjectStore(settings(s3.bucket));
    const missing = createS3ObjectStore(settings('no-such-bucket'));
    // The bucket takes the small variants and refuses the full one, as a store failing part way would.
    const failingPartWay: ObjectStore = {
      ...bucket,
      put: (name, body, type) => (name.startsWith('full/') ? missing : bucket).put(name, body, type),
    };
    const item = await createProduct(first.db, { sellerId: seller.id, subcategoryId });
    await expect(
      addProductImage(first.db, createImageStore(failingPartWay), {
        sellerId: seller.id,
        productId: item.id,
        data: png,
      }),
    ).rejects.toThrow();
    expect(await first.db.select().from(productImage).where(eq(productImage.productId, item.id))).toEqual([]);
    const names = await bucketNames();
    expect(names.filter((name) => name.includes(`/${item.id}-`))).toEqual([]);
  });
});

/** Every object name in the bucket, as S3's ListObjectsV2 names them. */
async function bucketNames(): Promise<string[]> {
  const listing = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2`);
  const xml = await listing.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '');
}
