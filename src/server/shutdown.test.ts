import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../domain/realtime-socket';
import { demoSessionCookie } from './testing/demo-session';
import { freePort } from './testing/free-port';
import { FRESH_DATABASE_TIMEOUT_MS } from './testing/fresh-database-timeout';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-shutdown-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw connection to the server, and what it has answered, and whether the server closed it. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const state = { answer: '', closed: false };
  socket.on('data', (chunk) => {
    state.answer += chunk.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      state.closed = true;
      resolve();
    }),
  );
  return { socket, state, closed, connected: new Promise((resolve) => socket.once('connect', resolve)) };
}

/** Sends `body` to a POST in slices of `slice` bytes every `everyMs`, as a slow phone uploads. */
function trickle(socket: Socket, port: number, body: string, slice: number, everyMs: number) {
  socket.write(
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= body.length) return clearInterval(timer);
    socket.write(body.slice(sent, sent + slice));
    sent += slice;
  }, everyMs);
  return { stillSending: () => sent < body.length };
}

describe('stopping the server (SIGTERM)', () => {
  it(
    'finishes what is in flight, then cuts what a client holds open, closes its sockets and exits cleanly',
    async () => {
      const port = await freePort();
      server = startServerProcess('src/server/dev-main.ts', {
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Each request's start is logged at info: the test stops the server once it has begun the one in flight.
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: '10000',
      });
      await server.printed('Campus Market is running at');
      const base = `http://localhost:${port}`;

      const cookie = await demoSessionCookie(base, 'buyer@campus.test');
      const realtime = new WebSocket(`ws://localhost:${port}${REALTIME_PATH}`, {
        headers: { cookie, origin: base },
      });
      await new Promise<void>((resolve) =>
        realtime.on('message', (data) => {
          if (String(data).includes('subscribed')) resolve();
        }),
      );
      const realtimeClosed = new Promise<number>((resolve) => realtime.once('close', resolve));

      // A client that sent half a request and closed its side: the server's socket waits in CLOSE-WAIT.
      const halfClosed = rawConnection(port);
      await halfClosed.connected;
      halfClosed.socket.end(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\n`);
      // A slow phone uploading far more than the grace period lets it finish.
      const endless = rawConnection(port);
      await endless.connected;
      const upload = trickle(endless.socket, port, ' '.repeat(1_000_000), 512, 100);
      // A request in flight that ends within the grace period gets its answer: its last slice is sent about a
      // second after the stop begins, a tenth of the grace period, so that a busy machine cannot make it late.
      const inFlight = rawConnection(port);
      await inFlight.connected;
      trickle(inFlight.socket, port, `${JSON.stringify({ email: 'x@campus.test', password: 'p' })}`, 8, 150);
      // Bytes the server has not read yet are no request in flight: on a busy machine the stop could come first.
      await server.printed(`"remotePort":${inFlight.socket.localPort}`);

      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(await realtimeClosed).toBe(1001);
      await Promise.all([halfClosed.closed, endless.closed, inFlight.closed]);
      expect(inFlight.state.answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(upload.stillSending()).toBe(true);
      expect(server.output()).toContain('shutdown grace period over: closing the connections still open');
      expect(server.output()).not.toContain('shutdown deadline passed');
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
