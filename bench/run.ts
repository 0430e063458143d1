import { bundleSizeBench } from './bundle-size';
import { checkoutBench } from './checkout';
import { checkoutRushBench } from './checkout-rush';
import { coldStartBench } from './cold-start';
import { lighthouseBench } from './lighthouse';
import { mainThreadBench } from './main-thread';
import { readsBench } from './reads';
import { realtimeBench } from './realtime';
import { searchBench } from './search';
import { suggestionsBench } from './suggestions';
import type { Bench } from './types';

/**
 * `npm run bench [name…]`: runs the benchmarks (all, or those named) and prints their figures.
 * Times are machine-dependent: compare figures of one run with each other, not across machines.
 */
const benches: Bench[] = [
  bundleSizeBench,
  lighthouseBench,
  mainThreadBench,
  coldStartBench,
  searchBench,
  suggestionsBench,
  readsBench,
  checkoutBench,
  checkoutRushBench,
  realtimeBench,
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? benches.filter((bench) => wanted.includes(bench.name)) : benches;
if (selected.length === 0) {
  console.error(`Unknown benchmark. Choose from: ${benches.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}
for (const bench of selected) {
  console.log(`\n## ${bench.name}`);
  const rows = await bench.run();
  console.table(rows);
}
process.exit(0);
