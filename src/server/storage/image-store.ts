import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { isImageSizeAllowed, isImageType } from '../../domain/image-files';
import { imageVariantBox } from '../../domain/image-url';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../domain/limits';
import type { ImageVariant } from '../../domain/product';
import { AppError } from '../errors';
import type { ObjectStore, StoredObject } from './object-store';
import { createWorkQueue, type WorkQueue } from './work-queue';

/** Each upload is re-encoded into every variant's box in WebP, cropped or fitted inside; the original is never served. */
const variantFit: Record<ImageVariant, 'cover' | 'inside'> = {
  thumb: 'cover',
  card: 'cover',
  main: 'inside',
  full: 'inside',
};
const imageVariants = Object.keys(variantFit) as ImageVariant[];

/** A variant added after pictures were stored is made from a larger one the first time it is asked for. */
const madeLaterFrom: Partial<Record<ImageVariant, ImageVariant>> = { main: 'full' };

/**
 * Re-encoding a large picture takes a core for up to a second and a few hundred MB: two at a time keep a
 * small server answering everyone else, and eight more may wait their turn before uploads are refused.
 */
export const IMAGE_ENCODINGS_AT_ONCE = 2;
export const IMAGE_ENCODINGS_WAITING = 8;

export type ImageStore = {
  /**
   * Validates, re-encodes and stores an upload; returns its key (the spec's file path), which starts with `name`
   * (a product's id and position, a dispute photo's part) and ends with the time and a random string.
   */
  save: (data: Buffer, name: string) => Promise<string>;
  remove: (keys: string[]) => Promise<void>;
  /** One stored variant, served at `imageUrl(key, variant)`; null when there is none. */
  read: (variant: ImageVariant, key: string) => Promise<StoredObject | null>;
  /** The re-encodings of this process: bounded, see IMAGE_ENCODINGS_AT_ONCE. */
  encodings: WorkQueue;
};

/** The start of a product picture's key: the spec's product id and position. */
export const productImageName = (productId: number, position: number) => `${productId}-${position}`;

export const invalidImageType = () => new AppError('invalid_image');
export const imageTooLarge = () => new AppError('image_too_large');
export const imageTooManyPixels = () => new AppError('image_too_many_pixels');

/** Reads only the header: the size a picture claims is known before any pixel is decoded. */
async function checkPixels(data: Buffer): Promise<void> {
  const { width, height } = await sharp(data)
    .metadata()
    .catch(() => {
      throw invalidImageType();
    });
  if (!width || !height) throw invalidImageType();
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw imageTooManyPixels();
}

function encodeVariant(image: Sharp, variant: ImageVariant): Promise<Buffer> {
  const fit = variantFit[variant];
  return image
    .resize({ ...imageVariantBox[variant], fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: variant === 'full' ? 82 : 76 })
    .toBuffer();
}

/** The pictures of the product, each re-encoded into its variants and stored in `objects`. */
export function createImageStore(objects: ObjectStore): ImageStore {
  const encodings = createWorkQueue({
    concurrency: IMAGE_ENCODINGS_AT_ONCE,
    maxWaiting: IMAGE_ENCODINGS_WAITING,
  });
  const nameOf = (variant: ImageVariant, key: string) => `${variant}/${key}.webp`;

  const remove = async (keys: string[]) => {
    await objects.remove(keys.flatMap((key) => imageVariants.map((variant) => nameOf(variant, key))));
  };

  /** Every variant's WebP bytes; a picture the decoder refuses is an invalid image. */
  const encode = async (data: Buffer) => {
    // limitInputPixels backs up the header check should a decoder ever see more than the header claimed.
    const image = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    return Promise.all(
      imageVariants.map(async (variant) => ({ variant, webp: await encodeVariant(image.clone(), variant) })),
    ).catch(() => {
      throw invalidImageType();
    });
  };

  /** Makes and stores a variant added later from its larger sibling; null when that is missing too. */
  const makeLater = async (variant: ImageVariant, key: string): Promise<StoredObject | null> => {
    const source = madeLaterFrom[variant];
    const stored = source && (await objects.read(nameOf(source, key)));
    if (!stored) return null;
    const bytes = Buffer.concat(await stored.body.toArray());
    const webp = await encodings.run(() => encodeVariant(sharp(bytes), variant));
    await objects.put(nameOf(variant, key), webp, 'image/webp');
    return objects.read(nameOf(variant, key));
  };

  /** Stores every variant, or none: a store that failed part way leaves no object behind. */
  const store = async (key: string, encoded: { variant: ImageVariant; webp: Buffer }[]) => {
    const written = await Promise.allSettled(
      encoded.map(({ variant, webp }) => objects.put(nameOf(variant, key), webp, 'image/webp')),
    );
    const failure = written.find((result) => result.status === 'rejected');
    if (!failure) return;
    await remove([key]);
    throw failure.reason;
  };

  return {
    encodings,
    async save(data, name) {
      if (!isImageSizeAllowed(data.byteLength)) throw imageTooLarge();
      const type = await fileTypeFromBuffer(data);
      if (!type || !isImageType(type.mime)) throw invalidImageType();
      await checkPixels(data);
      const key = `${name}-${Date.now()}-${randomBytes(6).toString('hex')}`;
      const encoded = await encodings.run(() => encode(data));
      await store(key, encoded);
      return key;
    },
    remove,
    read: async (variant, key) => (await objects.read(nameOf(variant, key))) ?? makeLater(variant, key),
  };
}
