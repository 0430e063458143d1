import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored object, ready to be sent: its bytes as a stream and their length. */
export type StoredObject = { body: Readable; length: number };

/**
 * Where the pictures' bytes live: a folder on this machine (the default) or an S3-compatible bucket that every
 * instance shares (s3-object-store.ts). Names are `<variant>/<key>.webp`; an object is written once and never
 * changed, so it may be cached for ever under its name.
 */
export type ObjectStore = {
  put: (name: string, body: Buffer, contentType: string) => Promise<void>;
  /** Removes the objects; a name with no object is no error. */
  remove: (names: string[]) => Promise<void>;
  /** The object, or null when there is none. */
  read: (name: string) => Promise<StoredObject | null>;
};

export function createLocalObjectStore(root: string): ObjectStore {
  const fileOf = (name: string) => path.join(root, ...name.split('/'));
  return {
    async put(name, body) {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place: a reader never finds half a picture under its name.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
    async read(name) {
      const file = fileOf(name);
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) return null;
      return { body: createReadStream(file), length: stats.size };
    },
  };
}
