import { IMAGE_MAX_MEGABYTES } from './limits';

/** SPEC section 8's refusals of a picture: the product form says them for a picked file, the server for its bytes. */
export const imageTexts = {
  invalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  tooLarge: `File size must be less than ${IMAGE_MAX_MEGABYTES}MB`,
} as const;
