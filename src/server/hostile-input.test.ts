import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, isErrorCode } from '../domain/error-codes';
import type { ApiRoute } from './auth/plugin';
import { seller } from './db/schema';
import { createUser } from './seed/factories';
import { createWriteDetector } from './testing/db-fingerprint';
import {
  deepJson,
  hostileFieldValues,
  hostileJsonTexts,
  hostileParams,
  hostileText,
  hostileValue,
} from './testing/hostile-input';
import { closeAfterLedgerCheck } from './testing/ledger';
import { pay } from './testing/orders';
import { listProducts, newKey, signedIn } from './testing/shop';
import { createPayingTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';

/** A walk over every route takes a while on a busy machine; nothing here waits on time. */
const SWEEP_TIMEOUT_MS = 180_000;

/**
 * Hostile input never answers 5xx: every /api route, called by an administrator who also sells and by a
 * plain user, with hostile path parameters, queries, bodies and content types, answers below 500; an error
 * has the `{ error: { code, message } }` shape with a code of the vocabulary (src/domain/error-codes.ts) and
 * its status, better-auth's own routes included, and leaves every table as it was.
 */

type Viewer = 'admin' | 'user';
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };
type Attempt = { route: ApiRoute; viewer: Viewer; params: Record<string, string>; body: Body };

const authRoutes: ApiRoute[] = [
  'sign-up/email',
  'sign-in/email',
  'request-password-reset',
  'reset-password',
].map((path) => ({ method: 'POST', url: `/api/auth/${path}`, access: 'public' }));

let t: TestApp;
let writes: ReturnType<typeof createWriteDetector>;
let routes: ApiRoute[];
const cookies: Record<Viewer, string> = { admin: '', user: '' };
/** Values that name real rows, so that a request gets past "not found" to where hostile values do harm. */
let good: { productId: number; ownProductId: number; subcategoryId: number; ids: string[] };
let templates: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  t = await createPayingTestApp();
  writes = createWriteDetector(t.db);
  const admin = await createUser(t.db, { role: 'admin' });
  await t.db.insert(seller).values({ id: admin.id });
  cookies.admin = await t.signIn(admin.email);
  const buyer = await signedIn(t);
  cookies.user = buyer.cookie;
  const other = await signedIn(t, 'seller');

  const { lamp } = await listProducts(t, other.id, { lamp: { price: 450, stock: 1_000 } });
  const { desk } = await listProducts(t, admin.id, { desk: { price: 900, stock: 5 } });
  const ordered = await buyer.call('POST', '/api/orders', {
    items: [{ productId: lamp.id, quantity: 1 }],
    idempotencyKey: newKey(),
  });
  const orderId = Number(ordered.json().orderId);
  await pay(buyer, orderId, { address: 'Hall 3' });
  await buyer.call('POST', '/api/seller/application');
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/messenger/conversations',
    headers: { cookie: cookies.admin, origin: TEST_ORIGIN },
    payload: { about: 'product', productId: lamp.id },
  });
  const conversationId = Number(asked.json().id);

  good = {
    productId: lamp.id,
    ownProductId: desk.id,
    subcategoryId: lamp.subcategoryId,
    ids: [String(lamp.id), String(desk.id), String(orderId), String(conversationId), '1', buyer.id, other.id],
  };
  const product = {
    name: 'Desk lamp',
    price: 450,
    stock: 3,
    condition: 'good',
    priceNegotiable: true,
    subcategoryId: good.subcategoryId,
    description: 'Bright',
    detail: 'Works',
    specs: 'LED',
  };
  templates = {
    'POST /api/products/:id/reviews': { comment: 'Bright and sturdy.', rating: 5 },
    'POST /api/cart/items': { productId: good.productId, quantity: 1 },
    'PUT /api/cart/items/:productId': { quantity: 2 },
    'POST /api/orders': {
      items: [{ productId: good.productId, quantity: 1 }],
      idempotencyKey: 'fuzz-key-0001',
    },
    'POST /api/orders/:id/pay': { method: 'bkash', phone: '0181', address: 'Hall 3' },
    'POST /api/seller/products': product,
    'PUT /api/seller/products/:id': product,
    'PUT /api/seller/products/:id/images/order': { imageIds: [] },
    'POST /api/messenger/conversations': { about: 'product', productId: good.productId },
    'POST /api/messenger/messages': { conversationId, message: 'Is it still available?' },
    'POST /api/admin/categories': { name: 'Stationery', subcategories: ['Pens'] },
    'POST /api/admin/categories/:id/subcategories': { subcategories: ['Pencils'] },
    'PUT /api/admin/products/:id/status': { status: 'active' },
    'GET /api/products': {
      subcategoryId: good.subcategoryId,
      sort: 'newest',
      condition: 'new,good',
      min: 100,
      max: 2000,
      inStock: '1',
      page: 1,
      pageSize: 24,
    },
    'GET /api/search': {
      q: 'lamp',
      condition: 'fair',
      min: 0,
      max: 900,
      inStock: '1',
      page: 1,
      pageSize: 24,
    },
    'GET /api/dev/mail': { to: 'fuzz@campus.test' },
    'POST /api/auth/sign-up/email': { name: 'Fuzz', email: 'fuzz@campus.test', password: 'long-enough-1' },
    // A confirmed account: a correct password on the unconfirmed one signed up above mails a link, on purpose.
    'POST /api/auth/sign-in/email': { email: buyer.email, password: 'long-enough-1' },
    'POST /api/auth/request-password-reset': { email: buyer.email },
    'POST /api/auth/reset-password': { token: 'not-a-real-token', newPassword: 'long-enough-1' },
  };
  // The WebSocket upgrade is not a JSON route.
  routes = [...t.app.apiRoutes.filter((route) => route.url !== '/api/realtime'), ...authRoutes];
});
// Whatever the tests did to money, the ledger still holds.
afterAll(() => closeAfterLedgerCheck(t));

const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const takesQuery = (route: ApiRoute) => route.method === 'GET';

function templateOf(route: ApiRoute): Record<string, unknown> {
  return structuredClone(templates[keyOf(route)] ?? {});
}

/** Every place a value sits in the template: top-level fields and the fields of nested objects. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [
    ...(prefix.length > 0 ? [prefix] : []),
    ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key])),
  ];
}

function withValueAt(template: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(template);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) target[last] = value;
  return copy;
}

function urlOf(attempt: Attempt): string {
  const path = attempt.route.url.replace(/:(\w+)/g, (_, name: string) => {
    const fallback =
      name === 'id' && attempt.route.url.startsWith('/api/seller/products')
        ? good.ownProductId
        : good.productId;
    return attempt.params[name] ?? String(fallback);
  });
  const { body } = attempt;
  if (!takesQuery(attempt.route) || body.kind !== 'json') return path;
  const value = body.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `${path}?${percentEncoded(String(value))}`;
  const query = new URLSearchParams(Object.entries(value).map(([key, item]) => [key, String(item)]));
  return `${path}?${query}`;
}

function send(attempt: Attempt): Promise<LightMyRequestResponse> {
  const { route, viewer, body } = attempt;
  // As our own pages send them: better-auth refuses a signed-in request without an Origin.
  const headers: Record<string, string> = { cookie: cookies[viewer], origin: TEST_ORIGIN };
  const hasBody = !takesQuery(route) && route.method !== 'DELETE';
  if (!hasBody) return t.app.inject({ method: route.method as 'GET', url: urlOf(attempt), headers });
  headers['content-type'] = body.kind === 'raw' ? body.contentType : 'application/json';
  const payload = body.kind === 'raw' ? body.text : JSON.stringify(body.value);
  return t.app.inject({ method: route.method as 'POST', url: urlOf(attempt), headers, payload });
}

/** `{ error: { code, message } }`, with a code of the vocabulary that the answer's status agrees with. */
function hasErrorShape(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error } = body as { error?: { code?: unknown; message?: unknown } };
  return (
    isErrorCode(error?.code) &&
    errorStatus(error.code) === status &&
    typeof error.message === 'string' &&
    error.message.length > 0
  );
}

/** The request, short enough to read in a failure message. */
function summary(attempt: Attempt): string {
  const { route, viewer, body } = attempt;
  const sent =
    body.kind === 'raw'
      ? `${body.contentType} ${body.text.slice(0, 60)}… (${body.text.length} characters)`
      : String(JSON.stringify(body.value)).slice(0, 160);
  return `${route.method} ${urlOf(attempt).slice(0, 100)} as ${viewer} with ${sent}`;
}

/** What is wrong with the answer to a hostile request, or null when it is safe. */
async function problemWith(attempt: Attempt): Promise<string | null> {
  const before = await writes.mark();
  const response = await send(attempt);
  const label = `${summary(attempt)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
  if (response.statusCode >= 500) return label;
  if (response.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return `${label} (not JSON)`;
  }
  if (!hasErrorShape(response.statusCode, parsed)) return `${label} (not an error body of the vocabulary)`;
  const written = await writes.tablesWrittenSince(before);
  return written.length > 0 ? `${label} (wrote to ${written.join(', ')})` : null;
}

/** Runs every attempt and lists the unsafe answers, so one run shows them all. */
async function problemsWith(attempts: Iterable<Attempt>): Promise<string[]> {
  const problems: string[] = [];
  for (const attempt of attempts) {
    const problem = await problemWith(attempt);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Every byte of the text's UTF-8 escaped, lone surrogates included (encodeURIComponent throws on them). */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const json = (value: unknown): Body => ({ kind: 'json', value });

const raw = (text: string, contentType = 'application/json'): Body => ({ kind: 'raw', text, contentType });

function* hostileParamAttempts(): Generator<Attempt> {
  for (const route of routes) {
    for (const [, name = ''] of route.url.matchAll(/:(\w+)/g)) {
      for (const param of hostileParams) {
        for (const viewer of ['admin', 'user'] as const) {
          yield { route, viewer, params: { [name]: param }, body: json(templateOf(route)) };
        }
      }
    }
  }
}

function* hostileFieldAttempts(): Generator<Attempt> {
  for (const route of routes) {
    const template = templateOf(route);
    for (const path of pathsOf(template)) {
      for (const value of hostileFieldValues) {
        yield { route, viewer: 'admin', params: {}, body: json(withValueAt(template, path, value)) };
      }
      if (takesQuery(route)) continue;
      const marked = JSON.stringify(withValueAt(template, path, '__deep__'));
      yield { route, viewer: 'admin', params: {}, body: raw(marked.replace('"__deep__"', deepJson)) };
    }
  }
}

function* hostileBodyAttempts(): Generator<Attempt> {
  for (const route of routes.filter((candidate) => !takesQuery(candidate) && candidate.method !== 'DELETE')) {
    for (const text of hostileJsonTexts) yield { route, viewer: 'user', params: {}, body: raw(text) };
  }
}

describe('hostile input on every /api route', () => {
  it(
    'answers hostile path parameters with a 4xx and writes nothing',
    async () => {
      expect(await problemsWith(hostileParamAttempts())).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers a hostile value in any field with a 4xx that writes nothing, or accepts it',
    async () => {
      expect(await problemsWith(hostileFieldAttempts())).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('answers bodies nested too deep, or not JSON at all, with a 4xx that writes nothing', async () => {
    expect(await problemsWith(hostileBodyAttempts())).toEqual([]);
  });

  it(
    'answers generated hostile requests below 500 (fast-check)',
    async () => {
      const param = fc.oneof(
        fc.constantFrom(...good.ids),
        fc.constantFrom(...hostileParams),
        fc.integer().map(String),
        hostileText.map(percentEncoded),
      );
      const attempt = fc
        .record({
          route: fc.constantFrom(...routes),
          viewer: fc.constantFrom<Viewer>('admin', 'user'),
          params: fc.record({ id: param, productId: param, imageId: param }, { requiredKeys: [] }),
          pathIndex: fc.nat(),
          value: hostileValue,
          extraKey: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
          shape: fc.constantFrom('field', 'field', 'field', 'whole', 'raw', 'content-type', 'template'),
          rawIndex: fc.nat(hostileJsonTexts.length - 1),
          contentType: fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
          ),
        })
        .map(
          ({ route, viewer, params, pathIndex, value, extraKey, shape, rawIndex, contentType }): Attempt => {
            const template = templateOf(route);
            const paths = pathsOf(template);
            const path = paths[pathIndex % Math.max(paths.length, 1)];
            let body: Body = json(template);
            if (shape === 'field' && path) body = json(withValueAt(template, path, value));
            if (shape === 'field' && extraKey !== undefined) body = json({ ...template, [extraKey]: value });
            if (shape === 'whole') body = json(value);
            if (shape === 'raw') body = raw(hostileJsonTexts[rawIndex] ?? '');
            if (shape === 'content-type') body = raw(String(value), contentType);
            const generated: Attempt = { route, viewer, params, body };
            return Object.assign(generated, { [fc.toStringMethod]: () => summary(generated) });
          },
        );
      await fc.assert(
        fc.asyncProperty(attempt, async (generated) => {
          const problem = await problemWith(generated);
          if (problem) throw new Error(problem);
        }),
        { seed: 20_260_517, numRuns: 400 },
      );
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe('text that shows nothing', () => {
  const freeText = ['name', 'comment', 'message', 'phone', 'address', 'description', 'detail', 'specs', 'q'];

  it(
    'is refused as blank in every free-text field, and writes nothing',
    async () => {
      const answers: string[] = [];
      for (const route of routes) {
        const template = templateOf(route);
        for (const field of freeText.filter((key) => key in template)) {
          const attempt: Attempt = {
            route,
            viewer: 'admin',
            params: {},
            body: json({ ...template, [field]: '\u200b\u2060\ufeff' }),
          };
          const before = await writes.mark();
          const response = await send(attempt);
          if (response.statusCode !== 400 || (await writes.tablesWrittenSince(before)).length > 0) {
            answers.push(`${summary(attempt)} → ${response.statusCode} ${response.body.slice(0, 100)}`);
          }
        }
      }
      expect(answers).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe('malformed uploads', () => {
  const part = (headers: string) => `--x\r\n${headers}\r\n\r\nnot really an image\r\n`;
  const fileHeaders = 'Content-Disposition: form-data; name="file"; filename="a.png"';
  const uploads: [string, string][] = [
    ['multipart/form-data', 'garbage'],
    ['multipart/form-data; boundary=', 'garbage'],
    ['multipart/form-data; boundary=x', 'garbage without any boundary'],
    ['multipart/form-data; boundary=x', `--x\r\n${fileHeaders}\r\n\r\ntruncated`],
    ['multipart/form-data; boundary=x', `${part('Content-Disposition: form-data; name="note"')}--x--\r\n`],
    ['multipart/form-data; boundary=x', `${part('Content-Type: image/png')}--x--\r\n`],
    ['multipart/form-data; boundary=x', `${part(fileHeaders).repeat(3)}--x--\r\n`],
    ['multipart/form-data; boundary=x', '--x--\r\n'],
    ['multipart/form-data; boundary=x', ''],
    ['image/png', 'not multipart'],
  ];

  it('answers each with a 4xx and stores nothing', async () => {
    const route = routes.find((candidate) => keyOf(candidate) === 'POST /api/seller/products/:id/images');
    if (!route) throw new Error('the upload route is missing');
    const attempts = uploads.map(
      ([contentType, text]): Attempt => ({
        route,
        viewer: 'admin',
        params: {},
        body: raw(text, contentType),
      }),
    );
    expect(await problemsWith(attempts)).toEqual([]);
  });
});
