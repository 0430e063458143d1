import type { FastifyInstance } from 'fastify';
import type { InFlightWork } from './in-flight-work';
import { GATEWAY_TIMEOUT_MS } from './payments/gateway-http';

/** How long a stopping server lets what is in flight finish, unless SHUTDOWN_GRACE_MS says otherwise. */
export const SHUTDOWN_GRACE_MS = 7_000;

/**
 * When a stopping server exits whatever is still open: after its grace period and one gateway call's timeout (a
 * refund or payout under way when the connections were cut), within the 45 s the process manager waits
 * (deploy/systemd's TimeoutStopSec) before it kills the process.
 */
export const SHUTDOWN_DEADLINE_MS = SHUTDOWN_GRACE_MS + GATEWAY_TIMEOUT_MS + 3_000;

/**
 * Stops the server for a restart: it stops accepting at once, closes each realtime socket (the browser reconnects,
 * to another instance behind a proxy), lets requests in flight finish and the repeating jobs stop (their onClose
 * hooks), then closes the database. A connection still open after `graceMs` (a client that stopped reading, a
 * half-closed socket, a slow upload) is cut then, so that stopping never waits on a client. A gateway call begun
 * by a request is still waited for, with the database open, so that its answer is written.
 */
export async function stopGracefully(
  app: FastifyInstance,
  {
    closeRuntime,
    gatewayWork,
    graceMs,
  }: { closeRuntime: () => Promise<void>; gatewayWork: InFlightWork; graceMs: number },
): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn('shutdown grace period over: closing the connections still open');
    for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
  await gatewayWork.settled();
  await closeRuntime();
}
