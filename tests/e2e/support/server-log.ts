import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';

/** Pino's level numbers: 50 is error, 60 fatal. */
const PINO_ERROR = 50;

/** The folder of one browser-test run: each server's data folder and log. Set by playwright.config.ts. */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/** Where the server called `name` writes its standard output and error. */
export function serverLogFile(dir: string, name: string): string {
  return path.join(dir, `${name}.log`);
}

/** Every server log of this run, with how many bytes each holds now. */
export function serverLogSizes(): Map<string, number> {
  const dir = runDir();
  const logs = readdirSync(dir).filter((file) => file.endsWith('.log'));
  return new Map(logs.map((file) => [path.join(dir, file), statSync(path.join(dir, file)).size]));
}

/**
 * The error lines a log gained since `from` bytes: pino's JSON lines at error or fatal, and any other
 * line that says error (better-auth's logger and Node's crash reports write plain text). Only whole lines
 * count: one cut at either end is left to the check that sees all of it.
 */
export function serverErrorsSince(file: string, from = 0): string[] {
  if (!existsSync(file)) return [];
  const start = Math.max(0, from - 1);
  const size = statSync(file).size;
  if (size <= start) return [];
  const buffer = Buffer.alloc(size - start);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  // Read from the byte before `from`: the first piece is then empty when `from` starts a line, or the end
  // of a line an earlier check saw; the last piece is empty or a line still being written.
  const lines = buffer.toString('utf8').split('\n');
  return lines
    .slice(from === 0 ? 0 : 1, -1)
    .filter((line) => line.trim() !== '' && isErrorLine(line))
    .map((line) => `${path.basename(file)}: ${line.slice(0, 2_000)}`);
}

function isErrorLine(line: string): boolean {
  const level = pinoLevel(line);
  return level === null ? /\berror\b/i.test(line) : level >= PINO_ERROR;
}

function pinoLevel(line: string): number | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null && 'level' in entry && typeof entry.level === 'number'
      ? entry.level
      : null;
  } catch {
    return null;
  }
}
