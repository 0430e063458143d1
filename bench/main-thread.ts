import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { z } from 'zod';
import { withLandingPages } from './landing-server';
import type { Bench, BenchRow } from './types';

const port = 4395;
const assetsDir = path.resolve('dist/web/assets');
/**
 * Lighthouse's mobile preset slows the CPU 4× (by simulation); `MAIN_THREAD_CPU_SLOWDOWN` slows this browser's for
 * real. At 1, the default, the samples show where the time goes without the pauses the slowing adds.
 */
const cpuSlowdown = Number(process.env.MAIN_THREAD_CPU_SLOWDOWN ?? 1);
/** How long after the load the trace goes on: the parts taken over after the page arrive in this time. */
const settleMs = Number(process.env.MAIN_THREAD_SETTLE_MS ?? 6_000);
/** A task blocks input for what it runs past 50 ms (the definition of Lighthouse's TBT). */
const blockingAfterMs = 50;

const traceEventSchema = z.object({
  name: z.string(),
  ph: z.string(),
  pid: z.number(),
  tid: z.number(),
  ts: z.number(),
  dur: z.number().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
});
type TraceEvent = z.infer<typeof traceEventSchema>;

const callFrameSchema = z.object({
  functionName: z.string().optional(),
  url: z.string().optional(),
  lineNumber: z.number().optional(),
  columnNumber: z.number().optional(),
});
const profileChunkSchema = z.object({
  cpuProfile: z
    .object({
      nodes: z
        .array(z.object({ id: z.number(), parent: z.number().optional(), callFrame: callFrameSchema }))
        .optional(),
      samples: z.array(z.number()).optional(),
    })
    .optional(),
  timeDeltas: z.array(z.number()).optional(),
});
type CallFrame = z.infer<typeof callFrameSchema>;

/** The trace of one page load on a phone-sized screen with the CPU slowed, with V8's CPU samples in it. */
async function traceLoad(url: string): Promise<TraceEvent[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-bench-trace-'));
  const tracePath = path.join(dir, 'trace.json');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      path: tracePath,
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    await browser.stopTracing();
    const { traceEvents } = z
      .object({ traceEvents: z.array(z.unknown()) })
      .parse(JSON.parse(readFileSync(tracePath, 'utf8')));
    return traceEvents.flatMap((event) => {
      const parsed = traceEventSchema.safeParse(event);
      return parsed.success ? [parsed.data] : [];
    });
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();

function sourceMapOf(file: string): SourceMapConsumer | null {
  if (!sourceMaps.has(file)) {
    const mapPath = path.join(assetsDir, `${file}.map`);
    sourceMaps.set(
      file,
      existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file) ?? null;
}

/** Where a frame's code comes from: a file of the app, a package, or the browser's own work. */
function origin(frame: CallFrame): string | undefined {
  const name = frame.functionName ?? '';
  if (name === '(program)') return 'browser: style, layout, paint, parsing';
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)' || name === '(root)') return undefined;
  const file = (frame.url ?? '').split('/').pop() ?? '';
  const map = file.endsWith('.js') ? sourceMapOf(file) : null;
  if (!map) return file ? `script ${file}` : `browser: ${name || 'native'}`;
  const source = map.originalPositionFor({
    line: (frame.lineNumber ?? 0) + 1,
    column: frame.columnNumber ?? 0,
  }).source;
  if (!source) return `script ${file}`;
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return inPackage ? `package ${inPackage[1]}` : source.replace(/^(\.\.\/)+/, '');
}

/**
 * The main thread's time in tasks, shared out by where its CPU samples were (the leaf frame's package, or the app
 * file that called it), and the blocking part of each task over 50 ms, shared out the same way.
 */
function mainThreadByOrigin(events: TraceEvent[], pageUrl: string) {
  const threadNames = events.filter((event) => event.name === 'thread_name');
  const rendererTasks = (thread: TraceEvent) =>
    events.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask',
    );
  // The page's renderer is the one that parsed its HTML: the browser may run others (its own new tab page).
  const parsedPage = (thread: TraceEvent) =>
    events.some(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.name === 'ParseHTML' &&
        JSON.stringify(event.args ?? {}).includes(pageUrl),
    );
  const thread = threadNames.find((event) => event.args?.name === 'CrRendererMain' && parsedPage(event));
  if (!thread) throw new Error(`no renderer in the trace parsed ${pageUrl}`);
  const main = { thread, tasks: rendererTasks(thread) };

  const frames = new Map<number, { parent?: number; frame: CallFrame }>();
  const samples: Array<{ ts: number; node: number; ms: number }> = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== main.thread.pid) continue;
    if (event.name === 'Profile')
      clock = Number((event.args?.data as { startTime?: number })?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const chunk = profileChunkSchema.parse(event.args?.data ?? {});
    for (const node of chunk.cpuProfile?.nodes ?? [])
      frames.set(node.id, { parent: node.parent, frame: node.callFrame });
    (chunk.cpuProfile?.samples ?? []).forEach((node, i) => {
      const delta = chunk.timeDeltas?.[i] ?? 0;
      clock += delta;
      samples.push({ ts: clock, node, ms: delta / 1000 });
    });
  }

  const originOfNode = new Map<number, string | undefined>();
  const sampleOrigin = (node: number) => {
    if (!originOfNode.has(node)) {
      const leaf = frames.get(node);
      let found = leaf ? origin(leaf.frame) : undefined;
      // A package's work is put down to the app file that asked for it, when there is one.
      if (found?.startsWith('package ') || found?.startsWith('browser: ')) {
        for (let at = leaf?.parent; at !== undefined; at = frames.get(at)?.parent) {
          const caller = frames.get(at);
          const callerOrigin = caller && origin(caller.frame);
          if (callerOrigin?.startsWith('src/')) {
            found = `${found} (from ${callerOrigin})`;
            break;
          }
        }
      }
      originOfNode.set(node, found);
    }
    return originOfNode.get(node);
  };

  const busy = new Map<string, number>();
  const blocking = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, ms: number) =>
    into.set(key, (into.get(key) ?? 0) + ms);
  let longTasks = 0;
  let busyTotal = 0;
  let blockingTotal = 0;
  for (const task of main.tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = samples.flatMap((sample) => {
      if (sample.ts < task.ts || sample.ts > end) return [];
      const found = sampleOrigin(sample.node);
      return found ? [{ found, ms: sample.ms }] : [];
    });
    for (const { found, ms } of inside) add(busy, found, ms);
    busyTotal += (task.dur ?? 0) / 1000;
    const past = (task.dur ?? 0) / 1000 - blockingAfterMs;
    if (past <= 0) continue;
    longTasks++;
    blockingTotal += past;
    if (inside.length === 0) add(blocking, '(no samples)', past);
    for (const { found } of inside) add(blocking, found, past / inside.length);
  }
  return { busy, blocking, longTasks, busyTotal, blockingTotal };
}

/**
 * What holds up a phone's main thread while a landing page loads and is taken over: the main thread's busy time in
 * one load, and its blocking time (Lighthouse's TBT: the part of each task past 50 ms), each shared out by where
 * the time went. Lighthouse simulates its slow phone by multiplying the busy time it observes by 4; this shows what
 * that time is. The page loads at the speed of the machine, not over a simulated network. `MAIN_THREAD_SETTLE_MS`
 * sets how long after the load it keeps watching (6 s), `MAIN_THREAD_CPU_SLOWDOWN` slows the CPU (1).
 */
export const mainThreadBench: Bench = {
  name: 'main-thread',
  async run() {
    return withLandingPages(port, async (serverOrigin, landingPages) => {
      const rows: BenchRow[] = [];
      for (const page of landingPages) {
        const url = `${serverOrigin}${page}`;
        const { busy, blocking, longTasks, busyTotal, blockingTotal } = mainThreadByOrigin(
          await traceLoad(url),
          url,
        );
        const row = (origin: string, busyMs: number, blockingMs: number) => ({
          page,
          origin,
          'busy ms': Math.round(busyMs),
          'busy share': `${Math.round((100 * busyMs) / busyTotal)}%`,
          'blocking ms': Math.round(blockingMs),
        });
        rows.push({
          ...row(`all, ${longTasks} tasks over 50 ms`, busyTotal, blockingTotal),
          'busy share': '100%',
        });
        const top = [...busy].sort((a, b) => b[1] - a[1]).slice(0, 12);
        for (const [where, ms] of top) rows.push(row(where, ms, blocking.get(where) ?? 0));
        rows.push({ page, origin: 'load average', 'busy ms': loadavg()[0]?.toFixed(1) ?? '' });
      }
      return rows;
    });
  },
};
