import { imageUrl } from '../../domain/image-url';
import type { ImageVariant } from '../../domain/product';
import type { TestApp } from './test-app';

/** Whether the app serves this variant of a stored picture at its address, wherever the store keeps it. */
export async function isImageServed(t: TestApp, key: string, variant: ImageVariant = 'thumb') {
  const response = await t.app.inject({ url: imageUrl(key, variant) });
  return response.statusCode === 200 && response.headers['content-type'] === 'image/webp';
}
