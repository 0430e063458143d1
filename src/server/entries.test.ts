import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_DATABASE_TIMEOUT_MS } from './testing/fresh-database-timeout';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-entry-'));
  dataDirs.push(dataDir);
  const server = startServerProcess(entry, { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env });
  servers.push(server);
  return server;
}

/** The address a running server printed in its banner. */
const addressOf = (server: ServerProcess) =>
  /Campus Market is running at (http:\/\/\S+)/.exec(server.output())?.[1] ?? '';

describe('the production entry (main.ts)', () => {
  it('refuses to start with a gateway left to a simulator it does not serve, and says what to do', async () => {
    const server = start('src/server/main.ts', { NODE_ENV: 'development', PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'BKASH, SSLCOMMERZ: the gateway simulators are served by the development server only',
    );
  });

  it(
    'serves the product in production, and neither the simulators nor the outbox',
    async () => {
      const server = start('src/server/main.ts', {
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        HOST: '127.0.0.1',
        PORT: '0',
        PUBLIC_URL: 'https://market.campus.test',
      });
      await server.printed('Campus Market is running at');
      const base = addressOf(server);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      for (const url of ['/dev-gateways/bkash/_simulator', '/api/dev/mail']) {
        expect((await fetch(`${base}${url}`)).status).toBe(404);
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});

describe('the development entry (dev-main.ts)', () => {
  it(
    'serves the simulators and the outbox to this computer',
    async () => {
      const server = start('src/server/dev-main.ts', {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
      });
      await server.printed('Campus Market is running at');
      const base = addressOf(server);
      expect((await fetch(`${base}/dev-gateways/bkash/_simulator`)).status).toBe(200);
      expect((await fetch(`${base}/api/dev/mail`)).status).toBe(200);
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );

  it('refuses to run in production', async () => {
    const server = start('src/server/dev-main.ts', { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The development server does not run in production');
  });
});
