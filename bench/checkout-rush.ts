import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Bench, BenchRow } from './types';

const BUYERS = 200;
/** Fewer units than buyers, so that half of every rush is refused: the oversell check has something to catch. */
const STOCK = 100;
const RUSHES = 5;
const PORT = 4361;

type Server = { child: ChildProcess; ask: (command: string) => Promise<Record<string, unknown>> };

/** `BENCH_CPU_PROFILE_DIR=<folder>` writes a CPU profile of the server there, to see what bounds the figures. */
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

async function startServer(serverUrl: string | undefined): Promise<Server & { cookies: string[] }> {
  const child = spawn(
    process.execPath,
    [
      ...profiling,
      '--import',
      'tsx',
      'bench/checkout-rush-server.ts',
      serverUrl ?? '',
      String(PORT),
      String(BUYERS),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const answers: ((line: string) => void)[] = [];
  lines.on('line', (line) => answers.shift()?.(line));
  const next = () => new Promise<string>((resolve) => answers.push(resolve));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`rush server exited with ${code}`))),
  );
  const ask = async (command: string) => {
    const answer = next();
    child.stdin?.write(`${command}\n`);
    return JSON.parse(await Promise.race([answer, exited])) as Record<string, unknown>;
  };
  const { cookies } = JSON.parse(await Promise.race([next(), exited])) as { cookies: string[] };
  return { child, ask, cookies };
}

const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/**
 * 200 signed-in buyers press Pay Now for one unit of the same product at the same moment, five times (a new
 * product of 100 units each time; the buyers who got one cancel it in between, so each rush starts with
 * nobody holding an order). Node's fetch opens a connection per request in flight, as 200 phones would. Reports the
 * latency of every Pay Now, how many were answered 201 and 409 (out of stock), and whether the stock the
 * database holds afterwards is exactly the product's stock less the units sold (zero oversell), and the server
 * process's CPU time over the rushes per Pay Now: what bounds the latency when one event loop serves them all.
 */
async function rush(label: string, serverUrl: string | undefined): Promise<BenchRow> {
  const server = await startServer(serverUrl);
  const url = `http://127.0.0.1:${PORT}`;
  const latencies: number[] = [];
  let created = 0;
  let refused = 0;
  let failed = 0;
  const failures = new Set<string>();
  let oversold = 0;
  let serverCpuMs = 0;
  const cpuMs = async () => ((await server.ask('cpu')) as { cpuMs: number }).cpuMs;
  try {
    for (let round = 0; round < RUSHES; round++) {
      const { productId } = (await server.ask(`product ${STOCK}`)) as { productId: number };
      const cpuBefore = await cpuMs();
      const orders = await Promise.all(
        server.cookies.map(async (cookie) => {
          const sent = performance.now();
          const response = await fetch(`${url}/api/orders`, {
            method: 'POST',
            headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
            body: JSON.stringify({ items: [{ productId, quantity: 1 }], idempotencyKey: randomUUID() }),
          });
          const body = (await response.json()) as { orderId?: number; error?: { code?: string } };
          latencies.push(performance.now() - sent);
          if (response.status === 201) created++;
          else if (response.status === 409) refused++;
          else {
            failed++;
            failures.add(`${response.status} ${body.error?.code ?? ''}`.trim());
          }
          return response.status === 201 ? { cookie, orderId: body.orderId } : null;
        }),
      );
      serverCpuMs += (await cpuMs()) - cpuBefore;
      const sold = orders.filter((order) => order !== null);
      const { stock } = (await server.ask(`stock ${productId}`)) as { stock: number };
      if (sold.length > STOCK || stock !== STOCK - sold.length) oversold++;
      await Promise.all(
        sold.map(({ cookie, orderId }) =>
          fetch(`${url}/api/orders/${orderId}/cancel`, {
            method: 'POST',
            headers: { cookie, origin: 'http://localhost:3000' },
          }).then((response) => response.arrayBuffer()),
        ),
      );
    }
  } finally {
    server.child.stdin?.write('quit\n');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  latencies.sort((a, b) => a - b);
  return {
    database: label,
    'Pay Now': latencies.length,
    reserved: created,
    'out of stock': refused,
    failed: failures.size === 0 ? failed : `${failed} (${[...failures].join(', ')})`,
    'rushes oversold': oversold,
    'p50 ms': percentile(latencies, 0.5),
    'p99 ms': percentile(latencies, 0.99),
    'max ms': Math.round(latencies.at(-1) ?? 0),
    'server CPU ms per Pay Now': Number((serverCpuMs / latencies.length).toFixed(2)),
  };
}

export const checkoutRushBench: Bench = {
  name: 'checkout-rush',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const rows = [await rush('PGlite (embedded)', undefined)];
    if (serverUrl) rows.push(await rush('PostgreSQL 15 server', serverUrl));
    return rows;
  },
};
