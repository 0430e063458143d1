import { and, inArray, sql } from 'drizzle-orm';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../domain/limits';
import type { ProductCard, ProductFilters, ProductPage } from '../../../domain/product';
import { type SearchQuery, searchQuerySchema } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { product, productSearchRemoval } from '../../db/schema';
import { SharedPull } from '../../db/shared-pull';
import { productCardColumns } from '../catalog/product-columns';
import { productFilterCondition } from '../catalog/product-filters';
import { forSaleCondition } from '../catalog/visibility';
import { SearchIndex } from './search-index';
import { suggestQueries } from './suggest-queries';

/**
 * SPEC section 5's search over the products for sale (active, seller not banned: catalog/visibility.ts),
 * scored in memory (ProductNameIndex) and kept in step with the database before every search: the triggers
 * of migration 0002 stamp each product with the transaction that last inserted it or changed its name or
 * status, those of migration 0003 stamp every product of a seller whose ban changes, and deletions are
 * noted likewise. Every
 * transaction older than the horizon (the oldest one still running, pg_snapshot_xmin) had finished when it
 * was taken, so reading the rows stamped from the previous horizon on misses nothing, whatever order
 * transactions commit in, and usually reads nothing at all. Each server process keeps its own index, so
 * several processes on one PostgreSQL server stay correct.
 */
export class ProductSearch {
  private readonly index = new SearchIndex();
  /** Transactions before this one are in the index. */
  private horizon = '0';
  private readonly pulls = new SharedPull(() => this.pull());

  constructor(private readonly db: DbOrTx) {}

  /**
   * Products for sale whose name scores above 50 for the search, best first, ties newest first, narrowed by the
   * shop's filters.
   */
  async search(query: SearchQuery): Promise<ProductPage> {
    const { q, page, pageSize, ...filters } = searchQuerySchema.parse(query);
    await this.refresh();
    const ranked = await this.narrowed(
      this.index.search(q).map((found) => found.id),
      filters,
    );
    const pageIds = ranked.slice((page - 1) * pageSize, page * pageSize);
    return { items: await this.loadCards(pageIds), total: ranked.length, page, pageSize };
  }

  /**
   * The products for sale the search finds for a product's name, at most `max`, best first: what a student finds
   * who types the name into the shop's search box, which takes its first 100 characters.
   */
  async closeNames(name: string, max: number): Promise<number[]> {
    await this.refresh();
    const found = this.index.search(name.slice(0, SEARCH_QUERY_MAX_LENGTH));
    return found.slice(0, max).map((close) => close.id);
  }

  /**
   * The ranked ids that pass the filters, in their order. The index holds names only: price, stock and condition
   * are read from the database at the time of the search, in one statement for all the results.
   */
  private async narrowed(ids: number[], filters: ProductFilters): Promise<number[]> {
    const condition = productFilterCondition(filters);
    if (condition === undefined || ids.length === 0) return ids;
    // One text parameter, however many results: a parameter each would meet the protocol's limit of 65,535.
    const rows = await this.db
      .select({ id: product.id })
      .from(product)
      .where(and(sql`${product.id} = any(string_to_array(${ids.join(',')}, ',')::int[])`, condition));
    const kept = new Set(rows.map((row) => row.id));
    return ids.filter((id) => kept.has(id));
  }

  /**
   * Which of `ids` the shop's search finds for `q`, best first: the same index and scores as `search`, so that a saved
   * search's digest never names what the search would not show.
   */
  async findAmong(q: string, ids: ReadonlySet<number>): Promise<number[]> {
    await this.refresh();
    return this.index.search(q).flatMap((found) => (ids.has(found.id) ? [found.id] : []));
  }

  /** Search texts close to `q` that find products for sale, for a search that found nothing. */
  async suggestQueries(q: string): Promise<string[]> {
    await this.refresh();
    return suggestQueries(this.index, q);
  }

  /**
   * Brings the index up to date with every transaction committed before the call. Calls that arrive while
   * one pull runs share the next pull, which starts after theirs arrived.
   */
  refresh(): Promise<void> {
    return this.pulls.run();
  }

  private async pull(): Promise<void> {
    const since = this.horizon;
    // One statement, so one snapshot: every transaction older than its horizon had finished before the
    // snapshot was taken, and its rows are among those read here.
    const rows = await this.db
      .select({
        id: product.id,
        name: sql<string | null>`${product.name}`,
        forSale: sql<boolean | null>`${forSaleCondition()}`,
        // Microseconds, like the database orders by; exact as a double for any date of this era.
        createdAt: sql<number>`(extract(epoch from ${product.createdAt}) * 1000000)::float8`,
        horizon: sql<string | null>`null`,
      })
      .from(product)
      .where(sql`${product.searchXid} >= ${since}::xid8`)
      .unionAll(
        this.db
          .select({
            id: productSearchRemoval.productId,
            name: sql<string | null>`null`,
            forSale: sql<boolean | null>`null`,
            createdAt: sql<number>`0::float8`,
            horizon: sql<string | null>`null`,
          })
          .from(productSearchRemoval)
          .where(sql`${productSearchRemoval.xid} >= ${since}::xid8`),
      )
      .unionAll(
        this.db
          .select({
            id: sql<number>`0`,
            name: sql<string | null>`null`,
            forSale: sql<boolean | null>`null`,
            createdAt: sql<number>`0::float8`,
            horizon: sql<string | null>`pg_snapshot_xmin(pg_current_snapshot())::text`,
          })
          .from(sql`(values (1)) as one (x)`),
      );
    let horizon = since;
    for (const row of rows) {
      if (row.horizon !== null) horizon = row.horizon;
      else if (row.forSale && row.name !== null) this.index.put({ ...row, name: row.name });
      else this.index.remove(row.id);
    }
    this.horizon = horizon;
  }

  private async loadCards(ids: number[]): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const cards = await this.db.select(productCardColumns).from(product).where(inArray(product.id, ids));
    const byId = new Map(cards.map((card) => [card.id, card]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
