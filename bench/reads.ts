import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ensureBuilt } from './build';
import { PAGE_BYTES } from './page-bytes';
import type { Bench, BenchRow } from './types';

/** `BENCH_QUICK=1`: PGlite and the server at 10,000 products only, 2 s a figure, for a quick check. */
const quick = process.env.BENCH_QUICK === '1';
const SECONDS = quick ? 2 : 5;
const SIZES = quick ? [10_000] : [10_000, 100_000];
const CONNECTIONS = [10, 100];
const HELLO_PORT = 4342;
const APP_PORT = 4343;

/** Product ids the fixture makes active or out of stock (every 11th is pending, hidden from visitors). */
const shownIds = Array.from({ length: 40 }, (_, i) => 1 + i * 97).filter((id) => id % 11 !== 0);

/** Each read, as the paths one connection cycles through. */
const reads: { name: string; paths: string[]; html?: true }[] = [
  { name: 'GET /api/products', paths: ['/api/products'] },
  { name: 'GET /api/products/:id', paths: shownIds.map((id) => `/api/products/${id}`) },
  { name: 'GET /api/categories', paths: ['/api/categories'] },
  {
    name: 'GET /api/search',
    paths: ['desk lamp', 'casio calculator', 'textbook', 'wirelss mouse'].map(
      (q) => `/api/search?q=${encodeURIComponent(q)}`,
    ),
  },
  // The pages the server draws (decision 031): the home page, the shop's first page and each product's page.
  { name: 'GET / (HTML)', paths: ['/'], html: true },
  { name: 'GET /shop (HTML)', paths: ['/shop'], html: true },
  { name: 'GET /item/:id (HTML)', paths: shownIds.map((id) => `/item/${id}`), html: true },
];

type Server = { child: ChildProcess; cpuMicros: () => Promise<number> };

async function startServer(args: string[], port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/reads-server.ts', ...args, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // The app logs to the same output; only the lines meant for us are read.
  const waiting: ((value: Record<string, number | boolean>) => void)[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (!line.startsWith('{"ready"') && !line.startsWith('{"cpu"')) return;
    waiting.shift()?.(JSON.parse(line));
  });
  const next = () => new Promise<Record<string, number | boolean>>((resolve) => waiting.push(resolve));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`))),
  );
  await Promise.race([next(), exited]);
  return {
    child,
    async cpuMicros() {
      const answer = next();
      child.stdin?.write('cpu\n');
      return Number((await Promise.race([answer, exited])).cpu);
    },
  };
}

async function stopServer({ child }: Server): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Figure = { rps: number; p50: number; p99: number; errors: number; cpuMicros: number };

async function load(server: Server, port: number, paths: string[], connections: number): Promise<Figure> {
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    timeout: 30,
    // What a browser sends: the answers come compressed where they are large enough.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  };
  // Each path once, then a second of load: the first answers are stored, and the JIT has warmed up.
  for (const path of paths) await fetch(`${options.url}${path}`).then((response) => response.arrayBuffer());
  await autocannon({ ...options, duration: 1 });
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = (await server.cpuMicros()) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros: Math.round(cpu / Math.max(1, result.requests.total)),
  };
}

function row(
  database: string,
  products: number | string,
  read: string,
  connections: number,
  figure: Figure,
  ceiling: Figure | null,
): BenchRow {
  return {
    database,
    products,
    read,
    conns: connections,
    'req/s': figure.rps,
    'p50 ms': figure.p50,
    'p99 ms': figure.p99,
    errors: figure.errors,
    'CPU µs/req': figure.cpuMicros,
    'of bare': share(figure, ceiling ?? undefined),
  };
}

const share = (figure: Figure, ceiling: Figure | undefined) =>
  ceiling ? `${((100 * figure.rps) / ceiling.rps).toFixed(0)}%` : '';

/**
 * The public reads and drawn pages at 10 and 100 connections over 10,000 and 100,000 products, on PGlite and (with
 * TEST_DATABASE_URL) on the PostgreSQL server, each against a bare Fastify route measured in the same run at
 * the same number of connections; the drawn pages also against a bare route that sends as many bytes. Every server runs in its own child process; autocannon shares the cores.
 */
export const readsBench: Bench = {
  name: 'reads',
  async run() {
    await ensureBuilt();
    const ceilings = new Map<number, Figure>();
    const pageCeilings = new Map<number, Figure>();
    const hello = await startServer(['hello', '', '0'], HELLO_PORT);
    const rows: BenchRow[] = [];
    try {
      for (const connections of CONNECTIONS) {
        const figure = await load(hello, HELLO_PORT, ['/'], connections);
        ceilings.set(connections, figure);
        rows.push(row('—', '—', 'bare Fastify hello-world', connections, figure, null));
      }
      for (const connections of CONNECTIONS) {
        const figure = await load(hello, HELLO_PORT, ['/page'], connections);
        pageCeilings.set(connections, figure);
        rows.push(row('—', '—', `bare Fastify, ${PAGE_BYTES} B of HTML`, connections, figure, null));
      }
    } finally {
      await stopServer(hello);
    }
    const databases: [string, string][] = [['PGlite', '']];
    if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);
    for (const [database, url] of databases) {
      for (const products of SIZES) {
        const app = await startServer(['app', url, String(products)], APP_PORT);
        try {
          // The search index loads every name as the server starts; the first search waits for that.
          await fetch(`http://127.0.0.1:${APP_PORT}/api/search?q=lamp`).then((response) =>
            response.arrayBuffer(),
          );
          for (const read of reads) {
            for (const connections of CONNECTIONS) {
              const figure = await load(app, APP_PORT, read.paths, connections);
              rows.push({
                ...row(database, products, read.name, connections, figure, ceilings.get(connections) ?? null),
                'of bare page': read.html ? share(figure, pageCeilings.get(connections)) : '',
              });
            }
          }
        } finally {
          await stopServer(app);
        }
      }
    }
    return rows;
  },
};
