import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { withLandingPages } from './landing-server';
import type { Bench } from './types';

const run = promisify(execFile);
const port = 4391;
/** Lighthouse runs per page; the median is reported. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The last report of each page stays here for a closer look (treemap, bootup time, long tasks). */
const reportDir = path.resolve('dist/lighthouse');

const auditSchema = z.object({ numericValue: z.number().optional(), score: z.number().nullable() });
const reportSchema = z.object({
  categories: z.object({
    performance: z.object({ score: z.number().nullable() }),
    accessibility: z.object({ score: z.number().nullable() }),
  }),
  audits: z.object({
    'largest-contentful-paint': auditSchema,
    'cumulative-layout-shift': auditSchema,
    'total-blocking-time': auditSchema,
    'first-contentful-paint': auditSchema,
    'speed-index': auditSchema,
  }),
});
type Report = z.infer<typeof reportSchema>;

/** One Lighthouse run with its defaults: the mobile preset, simulated slow 4G and a 4× slower CPU. */
async function lighthouse(url: string, outputPath: string): Promise<Report> {
  // On a busy machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): that run is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnce(url, outputPath);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return reportSchema.parse(JSON.parse(readFileSync(outputPath, 'utf8')));
}

async function runOnce(url: string, outputPath: string): Promise<void> {
  await run(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${outputPath}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function summary(page: string, reports: Report[]) {
  const metric = (id: keyof Report['audits']) =>
    median(reports.map((report) => report.audits[id].numericValue ?? Number.NaN));
  const score = (category: keyof Report['categories']) =>
    Math.round(100 * median(reports.map((report) => report.categories[category].score ?? 0)));
  return {
    page,
    performance: score('performance'),
    'scores (each run)': reports
      .map((report) => Math.round(100 * (report.categories.performance.score ?? 0)))
      .join(' '),
    'LCP s': (metric('largest-contentful-paint') / 1000).toFixed(2),
    CLS: metric('cumulative-layout-shift').toFixed(3),
    'TBT ms': Math.round(metric('total-blocking-time')),
    'FCP s': (metric('first-contentful-paint') / 1000).toFixed(2),
    'SI s': (metric('speed-index') / 1000).toFixed(2),
    accessibility: score('accessibility'),
    // Lighthouse simulates the slow phone from the CPU time it observed: other work on the machine inflates TBT.
    'load avg': loadavg()[0]?.toFixed(1) ?? '',
  };
}

/**
 * Lighthouse's mobile preset on the pages a visitor lands on, against the production build and server, with the
 * system Chromium headless. Medians of a few runs per page; the last report of each page is kept in dist/lighthouse.
 */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  async run() {
    return withLandingPages(port, async (origin, landingPages) => {
      // After the build, which empties dist.
      mkdirSync(reportDir, { recursive: true });
      const rows = [];
      for (const page of landingPages) {
        const reports: Report[] = [];
        const name = page === '/' ? 'landing' : page.split('/')[1];
        for (let i = 0; i < runs; i++) {
          reports.push(await lighthouse(`${origin}${page}`, path.join(reportDir, `${name}.report.json`)));
        }
        rows.push(summary(page, reports));
      }
      return rows;
    });
  },
};
