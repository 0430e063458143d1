import { inArray, type SQL, sql } from 'drizzle-orm';
import { searchResultScorer } from '../../../domain/fuzzy-search';
import type { ProductCard, ProductPage } from '../../../domain/product';
import { type SearchQuery, searchQuerySchema } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { productCardColumns } from '../catalog/service';
import { planPrefilter, prefilterConditions } from './prefilter';

type Candidate = { id: number; createdAt: number; name: string };

/**
 * Candidates come back as packed strings, "id,created,length,name" repeated, because building a row object
 * per candidate costs far more than the query itself once there are thousands of them. The length counts
 * code points (char_length), so a name may contain commas or anything else.
 */
function unpackCandidates(packed: string | null, into: Map<number, Candidate>): void {
  if (!packed) return;
  let at = 0;
  while (at < packed.length) {
    const idEnd = packed.indexOf(',', at);
    const createdEnd = packed.indexOf(',', idEnd + 1);
    const lengthEnd = packed.indexOf(',', createdEnd + 1);
    const codePoints = Number(packed.slice(createdEnd + 1, lengthEnd));
    let end = lengthEnd + 1;
    for (let i = 0; i < codePoints; i++) end += (packed.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    const id = Number(packed.slice(at, idEnd));
    const createdAt = Number(packed.slice(idEnd + 1, createdEnd));
    into.set(id, { id, createdAt, name: packed.slice(lengthEnd + 1, end) });
    at = end;
  }
}

const packedCandidates = (condition: SQL) => sql`(
  select string_agg(
    ${product.id}::text || ',' || (extract(epoch from ${product.createdAt}) * 1000000)::bigint::text || ','
      || char_length(${product.name})::text || ',' || ${product.name}, '')
  from ${product}
  -- "status || ''" keeps the planner off the listing indexes on status, which would read every active product.
  where ${condition} and ${product.status} || '' = 'active'
)`;

/** Active products that the prefilter keeps, each once. */
async function findCandidates(db: DbOrTx, q: string): Promise<Candidate[]> {
  const { lookups, length } = prefilterConditions(planPrefilter(q));
  const [row] = await db.transaction(async (tx) => {
    // The planner prices trigram lookups so high that it prefers reading every product and lower-casing
    // every name (seconds at 100,000 products, against milliseconds through the indexes); every branch of
    // the prefilter has an index, so we tell it so, for this transaction only.
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({
        lookups: sql<string | null>`${packedCandidates(lookups)}`,
        length: sql<string | null>`${packedCandidates(length)}`,
      })
      .from(sql`(values (1)) as one (x)`);
  });
  const candidates = new Map<number, Candidate>();
  unpackCandidates(row?.lookups ?? null, candidates);
  unpackCandidates(row?.length ?? null, candidates);
  return [...candidates.values()];
}

/** Active products whose name scores above 50 for the search, best first, ties newest first. */
export async function searchProducts(db: DbOrTx, query: SearchQuery): Promise<ProductPage> {
  const { q, page, pageSize } = searchQuerySchema.parse(query);
  const score = searchResultScorer(q);
  const ranked = (await findCandidates(db, q))
    .flatMap((candidate) => {
      const value = score(candidate.name);
      return value === null ? [] : [{ ...candidate, score: value }];
    })
    .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
  const pageIds = ranked.slice((page - 1) * pageSize, page * pageSize).map((candidate) => candidate.id);
  return { items: await loadCards(db, pageIds), total: ranked.length, page, pageSize };
}

async function loadCards(db: DbOrTx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const cards = await db.select(productCardColumns).from(product).where(inArray(product.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
