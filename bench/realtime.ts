import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../src/domain/realtime-socket';
import type { ChatFixture } from './chat-fixture';
import type { Bench, BenchRow } from './types';

/** 1,000 conversations: 2,000 people, each with one open socket. */
const PAIRS = 1_000;
/** Messages a second, sent on a fixed schedule whatever the answers: a slow server does not slow the load. */
const RATE = 200;
/** The first messages warm the server up and are not timed; the rest are. Each sender sends 5, under its limit. */
const WARM_UP = 1_000;
const TIMED = 4_000;
/** How long after the last send a message may still arrive before it counts as lost. */
const DRAIN_MS = 5_000;
/** Sockets opened at once while connecting. */
const CONNECTING_AT_ONCE = 50;
const PORTS = [4371, 4372] as const;
const ORIGIN = 'http://localhost:3000';

/** `BENCH_CPU_PROFILE_DIR=<folder>` writes a CPU profile of each server there, to see what bounds the figures. */
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

type Server = {
  first: Record<string, unknown>;
  /** Milliseconds of CPU the server's process has used so far. */
  cpuMs: () => Promise<number>;
  quit: () => Promise<void>;
};

async function startServer(args: string[]): Promise<Server> {
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', 'bench/realtime-server.ts', ...args],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const answers: ((line: string) => void)[] = [];
  lines.on('line', (line) => answers.shift()?.(line));
  const next = () => new Promise<string>((resolve) => answers.push(resolve));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`realtime server exited with ${code}`))),
  );
  const first = JSON.parse(await Promise.race([next(), exited])) as Record<string, unknown>;
  return {
    first,
    cpuMs: async () => {
      const answer = next();
      child.stdin?.write('cpu\n');
      return (JSON.parse(await answer) as { cpuMs: number }).cpuMs;
    },
    quit: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.write('quit\n');
      await gone;
    },
  };
}

/** Opens one socket per cookie, a few at a time; `onFrame` hears each socket's frames with its index. */
async function openSockets(
  ports: readonly number[],
  cookies: readonly string[],
  onFrame: (index: number, data: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let next = 0;
  const connectNext = async (): Promise<void> => {
    while (next < cookies.length) {
      const index = next++;
      const port = ports[index] ?? PORTS[0];
      const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
        headers: { cookie: cookies[index] ?? '', origin: ORIGIN },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.on('message', (data: Buffer) => onFrame(index, data.toString()));
      // A socket that fails later is counted as dropped by its close event.
      socket.on('error', () => undefined);
      sockets[index] = socket;
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, connectNext));
  return sockets;
}

const percentile = (sorted: Float64Array, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * 2,000 people with a socket each; in each of 1,000 conversations one of them sends and the other receives.
 * Messages go out at RATE a second, each to the next conversation in turn (`POST /api/messenger/messages`
 * with the sender's cookie); a message's latency runs from just before its POST to the moment its frame
 * reaches the receiver's socket. With two servers the senders post and listen on the first and the
 * receivers listen on the second.
 */
async function measure(label: string, servers: [Server, ...Server[]]): Promise<BenchRow> {
  const { cookies, pairs, userIds } = servers[0].first as unknown as ChatFixture;
  const receiverPort = servers.length > 1 ? PORTS[1] : PORTS[0];
  const serversCpuMs = async () =>
    (await Promise.all(servers.map((server) => server.cpuMs()))).reduce((a, b) => a + b, 0);
  const total = WARM_UP + TIMED;
  const sentAt = new Float64Array(total).fill(Number.NaN);
  const arrivedAt = new Float64Array(total).fill(Number.NaN);
  const postMs = new Float64Array(total).fill(Number.NaN);
  let duplicates = 0;
  let failedPosts = 0;
  let closed = 0;
  const ports = userIds.map((_, index) => (index % 2 === 1 ? receiverPort : PORTS[0]));
  const sockets = await openSockets(ports, cookies, (index, data) => {
    const now = performance.now();
    const event = JSON.parse(data) as { type: string; message?: { receiverId: string; message: string } };
    const { type, message } = event;
    if (type !== 'message.sent' || !message || message.receiverId !== userIds[index]) return;
    const seq = Number(message.message.slice('bench '.length));
    if (!Number.isNaN(arrivedAt[seq] ?? Number.NaN)) duplicates++;
    else arrivedAt[seq] = now;
  });
  for (const socket of sockets) socket.on('close', () => closed++);

  const errors = new Map<string, number>();
  const send = async (seq: number) => {
    const pair = pairs[seq % pairs.length];
    if (!pair) return;
    const started = performance.now();
    sentAt[seq] = started;
    try {
      const response = await fetch(`http://127.0.0.1:${PORTS[0]}/api/messenger/messages`, {
        method: 'POST',
        headers: { cookie: cookies[pair.sender] ?? '', origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId: pair.conversationId, message: `bench ${seq}` }),
      });
      await response.arrayBuffer();
      postMs[seq] = performance.now() - started;
      if (response.status !== 201) failed(`HTTP ${response.status}`);
    } catch (error) {
      failed(String((error as Error).cause ?? error));
    }
  };
  const failed = (reason: string) => {
    failedPosts++;
    errors.set(reason, (errors.get(reason) ?? 0) + 1);
  };

  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = await serversCpuMs();
  const start = performance.now();
  const posts: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    posts.push(send(seq));
  }
  await Promise.all(posts);
  const sent = total - failedPosts;
  const drainUntil = performance.now() + DRAIN_MS;
  const deliveredCount = () => arrivedAt.filter((at) => !Number.isNaN(at)).length;
  while (deliveredCount() < sent && performance.now() < drainUntil) await sleep(50);
  const loadAfter = loadavg()[0] ?? 0;
  const cpuPerMessage = ((await serversCpuMs()) - cpuBefore) / total;
  const dropped = closed;
  for (const socket of sockets) socket.terminate();
  if (errors.size > 0) console.error(label, 'failed sends:', Object.fromEntries(errors));

  const timed = (values: Float64Array) =>
    values
      .slice(WARM_UP)
      .filter((value) => !Number.isNaN(value))
      .sort();
  const latencies = timed(arrivedAt.map((at, seq) => at - (sentAt[seq] ?? Number.NaN)));
  const posting = timed(postMs);
  const delivered = deliveredCount();
  return {
    setup: label,
    sockets: sockets.length,
    'sent (201)': sent,
    'failed sends': failedPosts,
    delivered,
    lost: sent - delivered,
    duplicates,
    'sockets dropped': dropped,
    'p50 ms': ms(percentile(latencies, 0.5)),
    'p95 ms': ms(percentile(latencies, 0.95)),
    'p99 ms': ms(percentile(latencies, 0.99)),
    'max ms': ms(latencies.at(-1) ?? Number.NaN),
    'POST p50 ms': ms(percentile(posting, 0.5)),
    'server CPU ms/msg': ms(cpuPerMessage),
    'load avg': `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  };
}

async function oneInstance(label: string, serverUrl: string): Promise<BenchRow> {
  const server = await startServer(['new', serverUrl, String(PORTS[0]), String(PAIRS)]);
  try {
    return await measure(label, [server]);
  } finally {
    await server.quit();
  }
}

async function twoInstances(label: string, serverUrl: string): Promise<BenchRow> {
  const first = await startServer(['new', serverUrl, String(PORTS[0]), String(PAIRS)]);
  try {
    const databaseUrl = String(first.first.databaseUrl);
    const second = await startServer(['join', databaseUrl, String(PORTS[1])]);
    try {
      return await measure(label, [first, second]);
    } finally {
      await second.quit();
    }
  } finally {
    await first.quit();
  }
}

export const realtimeBench: Bench = {
  name: 'realtime',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const rows = [await oneInstance('one instance, PGlite', '')];
    if (serverUrl) {
      rows.push(await oneInstance('one instance, PostgreSQL 15', serverUrl));
      rows.push(await twoInstances('two instances, PostgreSQL 15 (sender on A, receiver on B)', serverUrl));
    }
    return rows;
  },
};
