import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { isImageSizeAllowed, isImageType } from '../../domain/image-files';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../domain/limits';
import type { ImageVariant } from '../../domain/product';
import { AppError } from '../errors';
import { createWorkQueue, type WorkQueue } from './work-queue';

/** Each upload is re-encoded into these WebP sizes; the original bytes are never served. */
const variantSizes: Record<ImageVariant, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumb: { width: 160, height: 160, fit: 'cover' },
  card: { width: 480, height: 360, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
};
const imageVariants = Object.keys(variantSizes) as ImageVariant[];

/**
 * Re-encoding a large picture takes a core for up to a second and a few hundred MB: two at a time keep a
 * small server answering everyone else, and eight more may wait their turn before uploads are refused.
 */
export const IMAGE_ENCODINGS_AT_ONCE = 2;
export const IMAGE_ENCODINGS_WAITING = 8;

export type ImageStore = {
  /** Folder served at `/images/`; holds one sub-folder per variant. */
  root: string;
  /**
   * Validates, re-encodes and stores an upload; returns its key (the spec's file path), which starts with `name`
   * (a product's id and position, a dispute photo's part) and ends with the time and a random string.
   */
  save: (data: Buffer, name: string) => Promise<string>;
  remove: (keys: string[]) => Promise<void>;
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

export function createLocalImageStore(root: string): ImageStore {
  const encodings = createWorkQueue({
    concurrency: IMAGE_ENCODINGS_AT_ONCE,
    maxWaiting: IMAGE_ENCODINGS_WAITING,
  });
  const fileOf = (variant: ImageVariant, key: string) => path.join(root, variant, `${key}.webp`);

  const remove = async (keys: string[]) => {
    await Promise.all(
      keys.flatMap((key) => imageVariants.map((variant) => rm(fileOf(variant, key), { force: true }))),
    );
  };

  const encode = async (data: Buffer, key: string) => {
    // limitInputPixels backs up the header check should a decoder ever see more than the header claimed.
    const image = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    await Promise.all(
      imageVariants.map(async (variant) => {
        const { width, height, fit } = variantSizes[variant];
        const webp = await image
          .clone()
          .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
          .webp({ quality: variant === 'full' ? 82 : 76 })
          .toBuffer();
        await mkdir(path.join(root, variant), { recursive: true });
        await writeFile(fileOf(variant, key), webp);
      }),
    ).catch(async (error: unknown) => {
      await remove([key]);
      if (error instanceof AppError) throw error;
      throw invalidImageType();
    });
  };

  return {
    root,
    encodings,
    async save(data, name) {
      if (!isImageSizeAllowed(data.byteLength)) throw imageTooLarge();
      const type = await fileTypeFromBuffer(data);
      if (!type || !isImageType(type.mime)) throw invalidImageType();
      await checkPixels(data);
      const key = `${name}-${Date.now()}-${randomBytes(6).toString('hex')}`;
      await encodings.run(() => encode(data, key));
      return key;
    },
    remove,
  };
}
