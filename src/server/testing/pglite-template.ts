import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const migrationsDir = path.resolve('src/server/db/migrations');
const cacheDir = path.resolve('node_modules/.cache/campus-market');

/**
 * Creating a PGlite database runs initdb (about 4 s); loading a dump of one takes under 1 s. So the suite
 * migrates one database, dumps it once per version of the migrations, and every test file loads the dump.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const templateFile = path.join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(templateFile)) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(database);
    const dump = await dumpPglite(database);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(templateFile, dump);
    await database.close();
  }
  project.provide('pgliteTemplate', templateFile);
}

async function dumpPglite(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Buffer> {
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const blob = await database.client.dumpDataDir('none');
  return Buffer.from(await blob.arrayBuffer());
}
