import pg from 'pg';

/** How long a query waits for a connection (a free one, or a new one) before it fails and the request answers 503. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool whose connections may die at any moment (a server restart, an administrator's
 * pg_terminate_backend, a network cut) without ending the process.
 *
 * pg-pool listens for errors only on idle connections. A connection checked out — every drizzle transaction
 * holds one — reports its death as an 'error' event, and an 'error' event nobody hears ends the process
 * (https://github.com/drizzle-team/drizzle-orm/issues/3908). So every connection gets a listener for its whole
 * life, and one that dies while checked out goes back to the pool at once, with the error, so the pool discards
 * it: its holder may never release it (drizzle does not when BEGIN fails), and a leaked connection would shrink
 * the pool until nothing could run. The holder's own release afterwards does nothing. Its queries have failed
 * already; the pool opens fresh connections for the next requests.
 */
export function openServerPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // An idle connection that dies is dropped by the pool itself; unheard, this event would end the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was lost (${error.message})`));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      console.warn(`database: a connection in use was lost (${error.message})`);
      const release = client.release;
      client.release = () => undefined;
      release(error);
    });
  });
  return pool;
}
