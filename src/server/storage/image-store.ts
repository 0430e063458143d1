import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../domain/limits';
import type { ImageVariant } from '../../domain/product';
import { AppError } from '../errors';

/** Each upload is re-encoded into these WebP sizes; the original bytes are never served. */
const variantSizes: Record<ImageVariant, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumb: { width: 160, height: 160, fit: 'cover' },
  card: { width: 480, height: 360, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
};
export const imageVariants = Object.keys(variantSizes) as ImageVariant[];

export type ImageStore = {
  /** Folder served at `/images/`; holds one sub-folder per variant. */
  root: string;
  /** Validates, re-encodes and stores an upload; returns its key (the spec's file path). */
  save: (data: Buffer, owner: { productId: number; position: number }) => Promise<string>;
  remove: (keys: string[]) => Promise<void>;
};

export const invalidImageType = () =>
  new AppError('invalid_image', 'Please select a valid image file (JPEG, PNG, GIF, or WebP)', 400);
export const imageTooLarge = () => new AppError('image_too_large', 'File size must be less than 10MB', 400);

export function createLocalImageStore(root: string): ImageStore {
  const fileOf = (variant: ImageVariant, key: string) => path.join(root, variant, `${key}.webp`);

  return {
    root,
    async save(data, { productId, position }) {
      if (data.byteLength >= IMAGE_MAX_BYTES) throw imageTooLarge();
      const type = await fileTypeFromBuffer(data);
      if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) throw invalidImageType();
      const key = `${productId}-${position}-${Date.now()}-${randomBytes(6).toString('hex')}`;
      const image = sharp(data, { failOn: 'error' }).rotate();
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
      ).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw invalidImageType();
      });
      return key;
    },
    async remove(keys) {
      await Promise.all(
        keys.flatMap((key) => imageVariants.map((variant) => rm(fileOf(variant, key), { force: true }))),
      );
    },
  };
}
