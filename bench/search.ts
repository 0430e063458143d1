import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client';
import { product } from '../src/server/db/schema';
import { ProductNameIndex } from '../src/server/features/search/name-index';
import { SearchIndex } from '../src/server/features/search/search-index';
import { addProducts, buildBenchApp, openBenchDatabase } from './catalog-fixture';
import type { Bench, BenchRow } from './types';

/** What people type: single words, brands, two-word phrases, longer phrases and typos, in English and Bangla. */
const searchQueries = [
  'calculator',
  'desk lamp',
  'casio',
  'mini fridge',
  'calculus textbook',
  'bike',
  'headphones',
  'ikea desk',
  'keybord',
  'wireless mouse',
  'graphing calculator texas instruments',
  'chair',
  'lamp',
  'macbook',
  'yoga mat',
  'bluetooth speakr',
  'rice cooker',
  'textbok',
  'samsung monitor',
  'guitar',
  'ক্যালকুলেটর',
  'ল্যাপটপ',
  'পুরোনো বই',
  'ক্যালকুলেটার',
  'সাইকেল',
  'হেডফোন',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(app: FastifyInstance, rounds: number) {
  const run = async (q: string) => {
    const started = performance.now();
    const response = await app.inject(`/api/search?q=${encodeURIComponent(q)}`);
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`search "${q}" answered ${response.statusCode}`);
    return { elapsed, total: (response.json() as { total: number }).total };
  };
  for (const q of searchQueries) await run(q); // warm-up: plans, caches, JIT
  const times: number[] = [];
  let results = 0;
  for (let round = 0; round < rounds; round++) {
    for (const q of searchQueries) {
      const { elapsed, total } = await run(q);
      times.push(elapsed);
      results += total;
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    results: Math.round(results / times.length),
  };
}

/**
 * The index alone, over the catalog's active names, without the read cache that answers a repeated search from
 * memory: the names as written (the spec's search), and with what they sound like (Bangla and English meet).
 */
async function indexAlone(database: Database, rounds: number): Promise<BenchRow[]> {
  const names = await database.db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(eq(product.status, 'active'));
  const rows: BenchRow[] = [];
  for (const [label, index] of [
    ['index alone, names as written', new ProductNameIndex()],
    ['index alone, names and their sounds', new SearchIndex()],
  ] as const) {
    const started = performance.now();
    for (const { id, name } of names) index.put({ id, name, createdAt: id });
    const built = performance.now() - started;
    for (const q of searchQueries) index.search(q);
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < rounds; round++) {
      for (const q of searchQueries) {
        const begun = performance.now();
        results += index.search(q).length;
        times.push(performance.now() - begun);
      }
    }
    times.sort((a, b) => a - b);
    rows.push({
      database: label,
      products: names.length,
      'median ms': Math.round(percentile(times, 50) * 10) / 10,
      'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
      'mean results': Math.round(results / times.length),
      'generate s': Math.round(built / 100) / 10,
    });
  }
  return rows;
}

async function benchOn(label: string, serverUrl: string | undefined): Promise<BenchRow[]> {
  const bench = await openBenchDatabase(serverUrl);
  const rows: BenchRow[] = [];
  try {
    const app = await buildBenchApp(bench);
    let count = 0;
    for (const size of [10_000, 100_000]) {
      const started = performance.now();
      await addProducts(bench.database, count + 1, size);
      const generated = performance.now() - started;
      count = size;
      const { median, p95, results } = await measure(app, 5);
      rows.push({
        database: label,
        products: size,
        'median ms': Math.round(median * 10) / 10,
        'p95 ms': Math.round(p95 * 10) / 10,
        'mean results': results,
        'generate s': Math.round(generated / 100) / 10,
      });
    }
    await app.close();
    if (!serverUrl) rows.push(...(await indexAlone(bench.database, 5)));
  } finally {
    await bench.close();
  }
  return rows;
}

/**
 * Latency of GET /api/search over the 26 queries above, 5 rounds, at 10,000 and 100,000 products; then of the index
 * alone at 100,000, with and without the names' sounds.
 */
export const searchBench: Bench = {
  name: 'search',
  async run() {
    const rows = await benchOn('PGlite', undefined);
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) rows.push(...(await benchOn('PostgreSQL', serverUrl)));
    return rows;
  },
};
