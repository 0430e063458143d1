import type { FastifyInstance } from 'fastify';

/** How long a stopping server lets what is in flight finish, unless SHUTDOWN_GRACE_MS says otherwise. */
export const SHUTDOWN_GRACE_MS = 7_000;

/**
 * When a stopping server exits whatever is still open: within the 10 s a process manager waits (systemd's
 * TimeoutStopSec, a rolling restart) before it kills the process mid-request.
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * Stops the server for a restart: it stops accepting at once, closes each realtime socket (the browser reconnects,
 * to another instance behind a proxy), lets requests in flight finish and the repeating jobs stop (their onClose
 * hooks), then closes the database. A connection still open after `graceMs` (a client that stopped reading, a
 * half-closed socket, a slow upload) is cut then, so that stopping never waits on a client.
 */
export async function stopGracefully(
  app: FastifyInstance,
  closeRuntime: () => Promise<void>,
  graceMs: number,
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
  await closeRuntime();
}
