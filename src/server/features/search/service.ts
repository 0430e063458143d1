import { and, eq, inArray, sql } from 'drizzle-orm';
import { fuzzyScorer, isSearchResult } from '../../../domain/fuzzy-search';
import type { ProductCard, ProductPage } from '../../../domain/product';
import { type SearchQuery, searchQuerySchema } from '../../../domain/search';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { firstImageKey } from '../catalog/service';
import { planPrefilter, prefilterCondition } from './prefilter';

type Candidate = { id: number; name: string };

/**
 * Candidates come back as one packed string, "id,length,name" repeated, because building a row object per
 * candidate costs far more than the query itself once there are thousands of them. The length counts code
 * points (char_length), so a name may contain commas or anything else.
 */
function unpackCandidates(packed: string): Candidate[] {
  const candidates: Candidate[] = [];
  let at = 0;
  while (at < packed.length) {
    const idEnd = packed.indexOf(',', at);
    const lengthEnd = packed.indexOf(',', idEnd + 1);
    const codePoints = Number(packed.slice(idEnd + 1, lengthEnd));
    let end = lengthEnd + 1;
    for (let i = 0; i < codePoints; i++) end += (packed.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    candidates.push({ id: Number(packed.slice(at, idEnd)), name: packed.slice(lengthEnd + 1, end) });
    at = end;
  }
  return candidates;
}

/** Active candidates of the prefilter, newest first (the order ties keep). */
async function findCandidates(db: DbOrTx, q: string): Promise<Candidate[]> {
  const [row] = await db
    .select({
      packed: sql<string | null>`string_agg(
        ${product.id}::text || ',' || char_length(${product.name})::text || ',' || ${product.name}, ''
        order by ${product.createdAt} desc, ${product.id} desc)`,
    })
    .from(product)
    .where(and(eq(product.status, 'active'), prefilterCondition(planPrefilter(q))));
  return row?.packed ? unpackCandidates(row.packed) : [];
}

/** Active products whose name scores above 50 for the search, best first, ties newest first. */
export async function searchProducts(db: DbOrTx, query: SearchQuery): Promise<ProductPage> {
  const { q, page, pageSize } = searchQuerySchema.parse(query);
  const score = fuzzyScorer(q);
  const ranked = (await findCandidates(db, q))
    .map((candidate) => ({ id: candidate.id, score: score(candidate.name) }))
    .filter((candidate) => isSearchResult(candidate.score))
    // Array.prototype.sort is stable: equal scores keep the newest-first order of the candidates.
    .sort((a, b) => b.score - a.score);
  const pageIds = ranked.slice((page - 1) * pageSize, page * pageSize).map((candidate) => candidate.id);
  return { items: await loadCards(db, pageIds), total: ranked.length, page, pageSize };
}

async function loadCards(db: DbOrTx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const cards = await db
    .select({
      id: product.id,
      name: product.name,
      price: product.price,
      stock: product.stock,
      status: product.status,
      sellerId: product.sellerId,
      image: firstImageKey,
    })
    .from(product)
    .where(inArray(product.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
