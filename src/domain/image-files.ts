import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from './limits';

/** SPEC section 9: JPEG, PNG, GIF or WebP. */
export const isImageType = (mime: string): boolean => (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/** SPEC section 9: under 10 MB. */
export const isImageSizeAllowed = (bytes: number): boolean => bytes < IMAGE_MAX_BYTES;
