import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it again. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Call after closing every pool on it. */
    drop: () =>
      withClient(serverUrl, async (client) => {
        // pool.end() resolves before its sockets have closed; forcing the drop then kills them mid-goodbye
        // and the FATAL surfaces as an unhandled error. Wait (briefly) for them to leave first.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
