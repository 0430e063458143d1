import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '../../../domain/limits';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import { savedSearchesSchema, savedSearchSchema } from '../../../domain/saved-searches';
import { savedSearch } from '../../db/schema';
import { createCategory } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp({ SAVED_SEARCH_DIGESTS_INTERVAL_MS: '3600000' });
  const category = await createCategory(t.db, { subcategories: ['Calculators'] });
  subcategoryId = category.subcategories[0]?.id ?? 0;
});
afterAll(() => t.close());

async function searchesOf(shopper: Shopper) {
  const response = await shopper.call('GET', '/api/saved-searches');
  expect(response.statusCode).toBe(200);
  return savedSearchesSchema.parse(response.json()).searches;
}

const rowsOf = (userId: string) =>
  t.db.select({ id: savedSearch.id }).from(savedSearch).where(eq(savedSearch.userId, userId));

describe('saved searches', () => {
  it('need a session, for reading, saving and deleting', async () => {
    expect((await t.app.inject('/api/saved-searches')).statusCode).toBe(401);
    const saved = await t.app.inject({ method: 'POST', url: '/api/saved-searches', payload: { q: 'pen' } });
    expect(saved.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/saved-searches/1' })).statusCode).toBe(401);
  });

  it('start empty', async () => {
    expect(await searchesOf(await signedIn(t))).toEqual([]);
  });

  it('keep a search with its filters, and the same search saved again once, whatever its case or spaces', async () => {
    const shopper = await signedIn(t);
    const first = await shopper.call('POST', '/api/saved-searches', {
      q: '  Calculator ',
      condition: ['good', 'new'],
      min: 100,
      max: 2000,
      inStock: true,
    });
    expect(first.statusCode).toBe(200);
    const kept = savedSearchSchema.parse(first.json());
    expect(kept).toMatchObject({
      q: 'Calculator',
      subcategoryId: null,
      condition: ['new', 'good'],
      min: 100,
      max: 2000,
      inStock: true,
    });
    const again = await shopper.call('POST', '/api/saved-searches', {
      q: 'calculator',
      condition: ['new', 'good'],
      min: 100,
      max: 2000,
      inStock: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(kept.id);
    expect(await searchesOf(shopper)).toHaveLength(1);
  });

  it('keep a subcategory, named, and list the latest first', async () => {
    const shopper = await signedIn(t);
    await shopper.call('POST', '/api/saved-searches', { q: 'lamp' });
    const response = await shopper.call('POST', '/api/saved-searches', { subcategoryId });
    expect(response.statusCode).toBe(200);
    const list = await searchesOf(shopper);
    expect(list.map((search) => [search.q, search.subcategoryName])).toEqual([
      [null, 'Calculators'],
      ['lamp', null],
    ]);
  });

  it('refuse odd searches with a clear error and keep nothing', async () => {
    const shopper = await signedIn(t);
    const odd: Record<string, unknown>[] = [
      {},
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'pen\u0000' },
      { q: 'pen', subcategoryId },
      { subcategoryId: 2_147_483_648 },
      { subcategoryId: -1 },
      { q: 'pen', min: 500, max: 100 },
      { q: 'pen', min: 1e12 },
      { q: 'pen', condition: ['mint'] },
      { q: 'pen', inStock: '1' },
      { q: 'pen', extra: true },
      { q: ['pen'] },
    ];
    for (const payload of odd) {
      const response = await shopper.call('POST', '/api/saved-searches', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const missing = await shopper.call('POST', '/api/saved-searches', { subcategoryId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(savedSearchTexts.subcategoryNotFound);
    expect(await rowsOf(shopper.id)).toEqual([]);
  });

  it('say that a search needs a text or a subcategory', async () => {
    const response = await (await signedIn(t)).call('POST', '/api/saved-searches', { min: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(savedSearchTexts.queryOrSubcategory);
  });

  it('delete a person’s own search, and its lines in the bell with it', async () => {
    const shopper = await signedIn(t);
    const { id } = (await shopper.call('POST', '/api/saved-searches', { q: 'kettle' })).json();
    const response = await shopper.call('DELETE', `/api/saved-searches/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, deleted: true });
    expect(await searchesOf(shopper)).toEqual([]);
    expect((await shopper.call('DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(404);
  });

  it('never show or delete another person’s search: answered as missing', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const { id } = (await owner.call('POST', '/api/saved-searches', { q: 'private stuff' })).json();
    expect(await searchesOf(other)).toEqual([]);
    const response = await other.call('DELETE', `/api/saved-searches/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(savedSearchTexts.notFound);
    expect(await searchesOf(owner)).toHaveLength(1);
  });

  it('refuse odd ids', async () => {
    const shopper = await signedIn(t);
    for (const id of ['0', '-1', 'abc', '2147483648', '99999999999999999999']) {
      const response = await shopper.call('DELETE', `/api/saved-searches/${id}`);
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('refuse a save or a delete sent from another site', async () => {
    const shopper = await signedIn(t);
    const { id } = (await shopper.call('POST', '/api/saved-searches', { q: 'bicycle' })).json();
    const headers = {
      cookie: shopper.cookie,
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers,
      payload: { q: 'helmet' },
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.code).toBe('cross_site_request');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers });
    expect(deleted.statusCode).toBe(403);
    expect((await searchesOf(shopper)).map((search) => search.q)).toEqual(['bicycle']);
  });

  it(`keep at most ${SAVED_SEARCHES_MAX} per person, with a clear error, also when saved at once`, async () => {
    const shopper = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, i) =>
        shopper.call('POST', '/api/saved-searches', { q: `thing ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({ code: 'saved_searches_limit', message: savedSearchTexts.limit });
    }
    expect(await rowsOf(shopper.id)).toHaveLength(SAVED_SEARCHES_MAX);
    // Saving one already kept still answers it.
    expect((await shopper.call('POST', '/api/saved-searches', { q: 'thing 0' })).statusCode).toBe(200);
  });

  it('keep the same search sent twice at once once', async () => {
    const shopper = await signedIn(t);
    const answers = await Promise.all(
      [1, 2].map(() => shopper.call('POST', '/api/saved-searches', { q: 'desk' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect(await rowsOf(shopper.id)).toHaveLength(1);
  });
});
