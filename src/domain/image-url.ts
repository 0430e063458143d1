import type { ImageVariant } from './product';

/** Public address of one stored image variant; the storage key never contains a slash. */
export function imageUrl(key: string, variant: ImageVariant): string {
  return `/images/${variant}/${key}.webp`;
}

/**
 * The box each variant is stored within (src/server/storage/image-store.ts crops thumb and card to it and fits the
 * others inside it); a srcset names each by its width.
 */
export const imageVariantBox: Record<ImageVariant, { width: number; height: number }> = {
  thumb: { width: 160, height: 160 },
  card: { width: 480, height: 360 },
  main: { width: 800, height: 800 },
  full: { width: 1600, height: 1600 },
};

/** The variants of the same shape as a variant, smallest first: the choices a browser has for its box. */
const sameShape: Partial<Record<ImageVariant, readonly ImageVariant[]>> = { full: ['main', 'full'] };

/**
 * The `srcset` of a picture shown in `variant`: each variant of its shape by its width, so a phone fetches the one
 * its screen needs rather than the largest. Undefined when the variant has no smaller sibling.
 */
export function imageSrcSet(key: string, variant: ImageVariant): string | undefined {
  return sameShape[variant]
    ?.map((each) => `${imageUrl(key, each)} ${imageVariantBox[each].width}w`)
    .join(', ');
}

/** How wide the item's main picture is drawn: the whole width of a phone, half of a wider screen (md, 62em). */
export const ITEM_PICTURE_SIZES = '(min-width: 62em) 50vw, 100vw';
