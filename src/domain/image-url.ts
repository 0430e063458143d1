import type { ImageVariant } from './product';

/** Public address of one stored image variant; the storage key never contains a slash. */
export function imageUrl(key: string, variant: ImageVariant): string {
  return `/images/${variant}/${key}.webp`;
}
