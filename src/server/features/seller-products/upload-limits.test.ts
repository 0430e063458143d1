import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productImage } from '../../db/schema';
import { createCategory, createProduct } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import { IMAGE_ENCODINGS_AT_ONCE, IMAGE_ENCODINGS_WAITING } from '../../storage/image-store';
import { blankPng } from '../../testing/blank-png';
import { multipart } from '../../testing/multipart';
import { shopApp } from '../../testing/shop-app';

const [t, seller] = await shopApp(['seller'], { paying: false });
let subcategoryId: number;
let photo: Buffer;

beforeAll(async () => {
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
  photo = await placeholderImage(3);
});

const newProduct = async () => (await createProduct(t.db, { sellerId: seller.id, subcategoryId })).id;
const pictureCount = async (productId: number) =>
  (await t.db.select().from(productImage).where(eq(productImage.productId, productId))).length;

function send(productId: number, payload: Buffer | string, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { cookie: seller.cookie, 'content-type': contentType },
    payload,
  });
}

async function upload(productId: number, data: Buffer) {
  const { payload, contentType } = await multipart(data);
  return send(productId, payload, contentType);
}

describe('the size a picture claims', () => {
  const tooManyPixels = {
    code: 'image_too_many_pixels',
    message:
      'Pictures can be at most 10,000 pixels on a side and 52 megapixels. Please choose a smaller one.',
  };

  it('refuses a 31 KB PNG of 16,000 × 16,000 pixels without decoding it', async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.byteLength).toBeLessThan(40_000);
    const productId = await newProduct();
    const before = t.images.encodings.load();
    const response = await upload(productId, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(tooManyPixels);
    expect(t.images.encodings.load()).toEqual(before);
    expect(await pictureCount(productId)).toBe(0);
  });

  it.each([
    ['a side above 10,000 pixels', 10_001, 10],
    ['more than 52 megapixels', 7_300, 7_300],
  ])('refuses %s', async (_, width, height) => {
    const productId = await newProduct();
    const response = await upload(productId, blankPng(width, height));
    expect(response.json().error).toEqual(tooManyPixels);
    expect(await pictureCount(productId)).toBe(0);
  });

  it('takes a full-resolution 50-megapixel phone photo', async () => {
    const productId = await newProduct();
    expect((await upload(productId, blankPng(8192, 6144))).statusCode).toBe(201);
  });
});

describe('malformed uploads', () => {
  const boundary = '----campus-test-boundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const filePart = (name = 'file') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

  it.each([
    ['no boundary', 'malformed_upload', () => ({ payload: 'whatever', contentType: 'multipart/form-data' })],
    [
      'a body that is not multipart',
      'malformed_upload',
      () => ({ payload: 'not multipart at all', contentType: type }),
    ],
    [
      'a body cut off in the middle of the file',
      'malformed_upload',
      () => ({
        payload: Buffer.concat([Buffer.from(filePart()), photo.subarray(0, 100)]),
        contentType: type,
      }),
    ],
    [
      'a part header that never ends',
      'malformed_upload',
      () => ({ payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"`, contentType: type }),
    ],
    [
      'two files',
      'one_picture_per_upload',
      () => ({
        payload: Buffer.concat([
          Buffer.from(filePart()),
          photo,
          Buffer.from(`\r\n${filePart('second')}`),
          photo,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: type,
      }),
    ],
    [
      'a text field before the file',
      'one_picture_per_upload',
      () => ({
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
          Buffer.from(filePart()),
          photo,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: type,
      }),
    ],
    ['no file at all', 'invalid_image', () => ({ payload: `--${boundary}--\r\n`, contentType: type })],
  ])('answers 400 to %s (%s) and stores nothing', async (_, code, body) => {
    const productId = await newProduct();
    const { payload, contentType } = body();
    const response = await send(productId, payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await pictureCount(productId)).toBe(0);
  });
});

describe('how many uploads are re-encoded at once', () => {
  it(`runs at most ${IMAGE_ENCODINGS_AT_ONCE} of many uploads sent together, and finishes them all`, async () => {
    const productIds = await Promise.all(Array.from({ length: 10 }, () => newProduct()));
    const responses = await Promise.all(productIds.map((id) => upload(id, photo)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const load = t.images.encodings.load();
    expect(load.mostRunning).toBeGreaterThan(0);
    expect(load.mostRunning).toBeLessThanOrEqual(IMAGE_ENCODINGS_AT_ONCE);
    expect(load).toMatchObject({ running: 0, waiting: 0 });
  });

  it('lets a bounded number wait and asks the rest to try again', async () => {
    const gates: (() => void)[] = [];
    const hold = () => t.images.encodings.run(() => new Promise<void>((resolve) => gates.push(resolve)));
    const held = Array.from({ length: IMAGE_ENCODINGS_AT_ONCE }, hold);
    const productIds = await Promise.all(
      Array.from({ length: IMAGE_ENCODINGS_WAITING + 1 }, () => newProduct()),
    );
    const waiting = productIds.slice(0, IMAGE_ENCODINGS_WAITING).map((id) => upload(id, photo));
    await expect.poll(() => t.images.encodings.load().waiting).toBe(IMAGE_ENCODINGS_WAITING);

    const refused = await upload(productIds[IMAGE_ENCODINGS_WAITING] ?? 0, photo);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toEqual({
      code: 'busy',
      message: 'Too many uploads at once, please try again.',
    });
    expect(t.images.encodings.load().running).toBe(IMAGE_ENCODINGS_AT_ONCE);

    for (const open of gates) open();
    await Promise.all(held);
    const done = await Promise.all(waiting);
    expect(done.map((response) => response.statusCode)).toEqual(Array(IMAGE_ENCODINGS_WAITING).fill(201));
    expect(await pictureCount(productIds[IMAGE_ENCODINGS_WAITING] ?? 0)).toBe(0);
    expect(t.images.encodings.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});
