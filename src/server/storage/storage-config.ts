import path from 'node:path';
import { z } from 'zod';
import { createLocalObjectStore, type ObjectStore } from './object-store';
import { createS3ObjectStore, type S3Settings } from './s3-object-store';

export const storageEnvShape = {
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
};
type StorageEnv = { [K in keyof typeof storageEnvShape]?: z.infer<(typeof storageEnvShape)[K]> };

/** Where pictures are kept: under DATA_DIR/images on this machine, or in the S3 bucket every instance shares. */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** The storage the settings choose (S3 when S3_BUCKET is set), and what is missing for it. */
export function resolveStorage(e: StorageEnv): { storage: StorageConfig; problems: string[] } {
  if (!e.S3_BUCKET) return { storage: { kind: 'local' }, problems: [] };
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  const storage: StorageConfig = {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION ?? 'auto',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    // A server of one's own (MinIO) answers at its address, not at a name per bucket.
    pathStyle:
      e.S3_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : ['1', 'true'].includes(e.S3_PATH_STYLE),
  };
  return { storage, problems: missing.map((name) => `${name}: required when S3_BUCKET is set`) };
}

export function openObjectStore(storage: StorageConfig, dataDir: string): ObjectStore {
  return storage.kind === 's3'
    ? createS3ObjectStore(storage)
    : createLocalObjectStore(path.join(dataDir, 'images'));
}
