import path from 'node:path';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { createMailer, type Mailer } from './mail/mailer';
import { createImageStore, type ImageStore } from './storage/image-store';
import { openObjectStore } from './storage/storage-config';

type Runtime = {
  database: Database;
  images: ImageStore;
  mailer: Mailer;
  authSecret: string;
  close: () => Promise<void>;
};

/** Opens and migrates the configured database and the local stores; used by the server and the CLI. */
export async function openRuntime(config: Config): Promise<Runtime> {
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    );
    await migrateDatabase(database);
    return {
      database,
      images: createImageStore(openObjectStore(config.storage, config.dataDir)),
      mailer: createMailer(config, database.db),
      authSecret: resolveAuthSecret(config.authSecret, config.dataDir),
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
