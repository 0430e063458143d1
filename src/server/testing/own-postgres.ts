import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own, in a temporary folder on its own port, from the machine's `initdb` and
 * `pg_ctl` (PostgreSQL refuses to run as root: as root, it runs as the `postgres` user). A test may stop and start
 * it without disturbing the suites that share the machine's server.
 */
export type OwnPostgres = {
  url: string;
  stop: () => void;
  start: () => void;
  remove: () => void;
};

const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]) {
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

export function createOwnPostgres(port: number): OwnPostgres {
  const folder = mkdtempSync(path.join(tmpdir(), 'campus-own-pg-'));
  if (asRoot) chownSync(folder, postgresUid(), postgresGid());
  const data = path.join(folder, 'data');
  run('initdb', ['--pgdata', data, '--username', 'postgres', '--auth', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['--pgdata', data, '--options', options, '--log', path.join(folder, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['--pgdata', data, '-m', 'fast', '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['--pgdata', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
const postgresGid = () => Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
