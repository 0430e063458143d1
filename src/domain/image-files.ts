import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, IMAGE_MIME_TYPES } from './limits';

/** SPEC section 8's refusals of a picture: the product form says them for a picked file, the server for its bytes. */
export const imageTexts = {
  invalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  tooLarge: `File size must be less than ${IMAGE_MAX_MEGABYTES}MB`,
} as const;

/** SPEC section 9: JPEG, PNG, GIF or WebP. */
export const isImageType = (mime: string): boolean => (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/** SPEC section 9: under 10 MB. */
export const isImageSizeAllowed = (bytes: number): boolean => bytes < IMAGE_MAX_BYTES;
