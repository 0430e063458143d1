import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { Bench } from './types';

const CONNECTIONS = 50;
const SECONDS = 10;

async function startServer(kind: 'hello' | 'app', port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/listing-server.ts', kind, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, timeout: 30 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Throughput of GET /api/products (first page, 24 cards, newest first, over 10,000 products) against the
 * ceiling of a bare Fastify hello-world on the same machine in the same run; autocannon shares the cores.
 */
export const listingBench: Bench = {
  name: 'listing',
  async run() {
    const hello = await startServer('hello', 4342);
    let ceiling: Awaited<ReturnType<typeof load>>;
    try {
      ceiling = await load('http://127.0.0.1:4342/');
    } finally {
      await stopServer(hello);
    }
    const app = await startServer('app', 4343);
    let listing: Awaited<ReturnType<typeof load>>;
    try {
      listing = await load('http://127.0.0.1:4343/api/products');
    } finally {
      await stopServer(app);
    }
    return [
      {
        server: 'bare Fastify hello-world (ceiling)',
        'req/s': ceiling.rps,
        'p50 ms': ceiling.p50,
        'p99 ms': ceiling.p99,
        errors: ceiling.errors,
      },
      {
        server: 'GET /api/products',
        'req/s': listing.rps,
        'p50 ms': listing.p50,
        'p99 ms': listing.p99,
        errors: listing.errors,
      },
      {
        server: 'listing / ceiling',
        'req/s': `${((100 * listing.rps) / ceiling.rps).toFixed(1)}%`,
        'p50 ms': '',
        'p99 ms': '',
        errors: '',
      },
    ];
  },
};
