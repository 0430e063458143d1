/** SQLSTATEs of a server that went away: admin_shutdown, crash_shutdown, cannot_connect_now. */
const shutdownCodes = new Set(['57P01', '57P02', '57P03']);
/** Node's socket errors when the database cannot be reached or hung up. */
const socketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres reports a dead connection, and a connect that timed out, by message only. */
const lostMessage =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True when `error` (or what it wraps, as Drizzle does) says the database connection was lost or could not
 * be made: nothing the request did wrong, and worth trying again shortly.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof record.code === 'string' ? record.code : '';
    // Class 08: connection exceptions.
    if (shutdownCodes.has(code) || socketCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof record.message === 'string' && lostMessage.test(record.message)) return true;
    // A refused connection to a name with several addresses is an AggregateError of one error per address.
    if (Array.isArray(record.errors) && record.errors.some(isConnectionLost)) return true;
    current = record.cause;
  }
  return false;
}
