import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build';
import type { Bench } from './types';

/** Milliseconds from spawning `npm start`'s entry to the first 200 on `/`. */
async function timeToFirst200(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://localhost:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export const coldStartBench: Bench = {
  name: 'cold-start',
  async run() {
    await ensureBuilt();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-start-'));
    const port = 4390;
    try {
      const first = await timeToFirst200(dataDir, port);
      const warm: number[] = [];
      for (let i = 0; i < 3; i++) warm.push(await timeToFirst200(dataDir, port));
      warm.sort((a, b) => a - b);
      return [
        { figure: 'first start on an empty data folder (create, migrate, seed)', ms: Math.round(first) },
        { figure: 'start on an existing data folder (median of 3)', ms: Math.round(warm[1] ?? 0) },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
