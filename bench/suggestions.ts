import type { FastifyInstance } from 'fastify';
import { SearchIndex } from '../src/server/features/search/search-index';
import { suggestQueries } from '../src/server/features/search/suggest-queries';
import { addProducts, buildBenchApp, openBenchDatabase } from './catalog-fixture';
import type { Bench, BenchRow } from './types';

/** Searches that find nothing, as the shop sends them for suggestions: typos, names of things, odd texts. */
const queries = [
  'calculas',
  'keybord',
  'textbok',
  'algoritm',
  'bluetooth speakr',
  'headphnes wireles',
  'mecanical keybord rgb',
  'laptop',
  'zqxwvy',
  'ক্যালকুলস',
  'graphng calculater texas instrumnts with case and manual and charger cable box',
  'x'.repeat(100),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(rounds: number, run: (q: string) => Promise<void> | void) {
  for (const q of queries) await run(q); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const started = performance.now();
      await run(q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { 'median ms': round1(percentile(times, 50)), 'p95 ms': round1(percentile(times, 95)) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Through the whole app (routing, validation, the index's refresh, the categories, serialization). */
async function throughTheApp(): Promise<BenchRow> {
  const bench = await openBenchDatabase();
  try {
    await addProducts(bench.database, 1, 100_000);
    const app: FastifyInstance = await buildBenchApp(bench);
    const figures = await timed(5, async (q) => {
      const response = await app.inject(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
      if (response.statusCode !== 200) throw new Error(`suggestions "${q}" answered ${response.statusCode}`);
    });
    await app.close();
    return { where: 'GET /api/search/suggestions, PGlite', products: 100_000, ...figures };
  } finally {
    await bench.close();
  }
}

/** A made-up word of 4 to 11 letters from a seeded generator (mulberry32), so every run builds the same names. */
function wordMaker(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return () => {
    const length = 4 + Math.floor(next() * 8);
    return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
  };
}

/** The index alone, with names of made-up words: far more distinct words than a real campus catalog has. */
async function largeVocabulary(): Promise<BenchRow> {
  const word = wordMaker(42);
  const index = new SearchIndex();
  for (let id = 1; id <= 100_000; id++) {
    index.put({ id, name: `${word()} ${word()} ${word()}`, createdAt: id });
  }
  const words = index.words.size;
  const figures = await timed(5, (q) => {
    suggestQueries(index, q);
  });
  return {
    where: `name index alone, ${words.toLocaleString('en')} distinct words`,
    products: 100_000,
    ...figures,
  };
}

/** Latency of the suggestions for searches that find nothing, at 100,000 products. */
export const suggestionsBench: Bench = {
  name: 'suggestions',
  async run() {
    return [await throughTheApp(), await largeVocabulary()];
  },
};
