import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DbOrTx } from '../db/client';
import { SharedPull } from '../db/shared-pull';

/**
 * The catalog's version as this process knows it: a number that moves on whenever a change to what visitors
 * read commits. `current()` resolves to the version as of a moment after the call: an answer read after it
 * resolves is at least that new, and an answer stored at the same version is still what the database says.
 */
export type CatalogVersion = { current(): Promise<number> };

export async function watchCatalogVersion(database: Database): Promise<CatalogVersion> {
  if (database.kind === 'pglite') return listenToEmbedded(database.client);
  return new AskingCatalogVersion(database.pool);
}

/**
 * The embedded database has one session, and only this process opens it (decision 004): every write goes
 * through it. The triggers of migration 0012 notify that session when it asks (`campus.catalog_notify`), and
 * PGlite calls the listener while it reads the commit's answer, before the writer's commit resolves.
 */
async function listenToEmbedded(client: PGlite): Promise<CatalogVersion> {
  let version = 1;
  await client.exec(`set campus.catalog_notify = 'on'`);
  await client.listen('catalog_change', () => {
    version += 1;
  });
  return { current: async () => version };
}

type Look = { ids: number[]; horizon: string; pruned: string };

/**
 * Named, so each pooled connection parses and plans it once: it runs before every visitor's read, and the
 * database server shares the machine's cores with this process.
 */
const lookStatement = {
  name: 'catalog-version-look',
  text: `
    select
      coalesce(
        (select array_agg(id) from catalog_change
          where xid >= coalesce($1::xid8, pg_snapshot_xmin(pg_current_snapshot()))),
        '{}'
      ) as ids,
      pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      (select below from catalog_change_pruned)::text as pruned`,
};

/**
 * On a PostgreSQL server other processes write too: each read asks the database, sharing one query with the
 * reads that arrive while it runs. Triggers (migration 0012) note each writing transaction in `catalog_change`.
 * A look reads, in one statement and so one snapshot, the rows of transactions from the previous look's horizon
 * on and the new horizon (the oldest transaction still running, `pg_snapshot_xmin`). Every transaction older
 * than a horizon had finished when it was taken, so a row not among those already seen committed after the
 * previous look: the version moves on. It is the search index's method (decision 013), for the whole catalog.
 */
class AskingCatalogVersion implements CatalogVersion {
  private horizon: string | null = null;
  private seen = new Set<number>();
  private version = 0;
  private readonly looks = new SharedPull(() => this.look());

  constructor(private readonly pool: pg.Pool) {}

  async current(): Promise<number> {
    await this.looks.run();
    return this.version;
  }

  private async look(): Promise<void> {
    const since = this.horizon;
    const result = await this.pool.query<Look>({ ...lookStatement, values: [since] });
    const [row] = result.rows;
    if (!row) throw new Error('catalog version: no answer');
    // Rows pruned from a transaction at or after our horizon may never have been seen: start afresh.
    const missed = since === null || BigInt(row.pruned) >= BigInt(since);
    if (missed || row.ids.some((id) => !this.seen.has(id))) this.version += 1;
    this.seen = new Set(row.ids);
    this.horizon = row.horizon;
  }
}

/** How long a change stays noted; a process that has not looked for longer starts its cache afresh. */
const KEEP_CHANGES = '1 day';

/** Forgets changes older than a day, remembering the newest transaction forgotten. */
export async function pruneCatalogChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_change where at < now() - ${KEEP_CHANGES}::interval returning xid
    )
    update catalog_change_pruned
    set below = greatest(below, (select max(xid) from gone))
    where exists (select 1 from gone)`);
}
