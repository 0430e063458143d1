import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

/** How often the embedded database is tidied; each pass takes a fraction of a second on a campus catalogue. */
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 30 * 60_000;

/**
 * PGlite runs PostgreSQL without its background workers, so nothing autovacuums: dead rows from cart and
 * stock updates pile up and the planner's statistics go stale as the catalogue grows, which turns index
 * scans into sequential ones. One VACUUM (ANALYZE) pass does what autovacuum would.
 */
export async function maintainEmbeddedDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/** On the embedded database only: a pass once the server listens, then every half hour. */
export const embeddedMaintenanceJob = fp<{ db: Db }>(
  async (app, { db }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const pass = () => {
      running = maintainEmbeddedDatabase(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'embedded database maintenance failed'),
      );
    };
    app.addHook('onListen', async () => {
      pass();
      timer = setInterval(pass, EMBEDDED_MAINTENANCE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'embedded-maintenance' },
);
