import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a second process while the first holds the folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
    const release = lockDataDir(dir);
    const other = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then((m) => m.lockDataDir('${dir}'))`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain('is in use by another Campus Market process');
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'server.pid'), dead.stdout);
    const release = lockDataDir(dir);
    release();
  });
});
