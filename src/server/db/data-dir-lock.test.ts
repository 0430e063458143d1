import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { startServerProcess } from '../testing/server-process';
import { lockDataDir } from './data-dir-lock';

const folder = () => mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
const lockFileOf = (dir: string) => path.join(dir, 'server.pid');
const holderOf = (dir: string) => JSON.parse(readFileSync(lockFileOf(dir), 'utf8')) as { pid: number };

/** Another process trying to lock `dir`: its exit status and what it printed. */
function lockFromAnotherProcess(dir: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then((m) => m.lockDataDir('${dir}'))`,
    ],
    { encoding: 'utf8' },
  );
}

/** The id of a process that has ended. */
const deadPid = () =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout);

const releases: (() => void)[] = [];
const sleepers: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const sleeper of sleepers.splice(0)) sleeper.kill();
});

describe('lockDataDir', () => {
  it('refuses a second process while the first holds the folder, and frees it on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);

    const other = lockFromAnotherProcess(dir);
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain(`is in use by another Campus Market process (pid ${process.pid})`);
    expect(holderOf(dir).pid).toBe(process.pid);

    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(lockFromAnotherProcess(dir).status).toBe(0);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = folder();
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: deadPid(), startedAt: '12345' }));
    releases.push(lockDataDir(dir));
    expect(holderOf(dir).pid).toBe(process.pid);
  });

  it('takes over a lock whose process id now belongs to another program (a crash, then the id reused)', () => {
    const dir = folder();
    const unrelated = spawn('sleep', ['60']);
    sleepers.push(unrelated);
    if (!unrelated.pid) throw new Error('sleep did not start');
    // What a Campus Market process that crashed wrote, if the system later gave its id to `sleep`.
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: unrelated.pid, startedAt: '1' }));
    releases.push(lockDataDir(dir));
    expect(holderOf(dir).pid).toBe(process.pid);
  });

  it(
    'lets the server start on a folder whose lock names a reused process id',
    async () => {
      const dir = folder();
      const unrelated = spawn('sleep', ['60']);
      sleepers.push(unrelated);
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid: unrelated.pid, startedAt: '1' }));
      const server = startServerProcess('src/server/dev-main.ts', {
        NODE_ENV: 'test',
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
      });
      try {
        await server.printed('Campus Market is running at');
        expect(holderOf(dir).pid).toBe(server.process.pid);
      } finally {
        await server.stop();
      }
      expect(existsSync(lockFileOf(dir))).toBe(false);
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );

  it('takes over a bare process id left by a process that died, or now another program’s', () => {
    const unrelated = spawn('sleep', ['60']);
    sleepers.push(unrelated);
    for (const pid of [deadPid(), unrelated.pid]) {
      const dir = folder();
      writeFileSync(lockFileOf(dir), String(pid));
      releases.push(lockDataDir(dir));
      expect(holderOf(dir).pid).toBe(process.pid);
    }
  });
});
