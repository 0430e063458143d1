import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const migrations = path.resolve('src/server/db/migrations');

/**
 * A copy of the migrations folder that stops before `tag`, so that a test can build a database as it was then
 * and watch the migration named `tag` change it. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
