import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';
import { createTestApp, TEST_ORIGIN } from './testing/test-app';

/** Every error leaves as `{ error: { code, message } }` with a code of the vocabulary, never a framework's own. */

const t = await createTestApp();
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
    payload,
  });

describe("Fastify's own refusals", () => {
  it('answer a body that is not JSON, or empty, with invalid_json', async () => {
    for (const payload of ['{"items": [', '']) {
      const response = await post('/api/orders', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({
        error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
      });
    }
  });

  it('answer a body over the size limit with payload_too_large', async () => {
    const response = await post('/api/orders', JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'This request is too large.' },
    });
  });

  it('answer an address too long or not valid with codes of their own', async () => {
    const long = await t.app.inject({ url: `/api/products/${'1'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'url_too_long', message: 'This address is too long.' } });
    const broken = await t.app.inject({ url: '/api/products/%FF' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_url');
  });
});

describe("better-auth's answers", () => {
  it('come in our envelope, without its upper-case codes', async () => {
    const unknown = await t.app.inject({ url: '/api/auth/no-such-endpoint' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    const invalid = await post('/api/auth/sign-in/email', '{"email":"a@campus.test","password":""}');
    expect(invalid.json().error.code).toBe('validation');
  });
});

describe('the error handler', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/broken-invariant', () => {
    throw new AppError('internal', 'order insert returned nothing');
  });
  app.get('/plugin-refusal', () => {
    throw Object.assign(new Error('Not Acceptable: multipart/mixed'), {
      statusCode: 406,
      code: 'FST_INVALID_MULTIPART_CONTENT_TYPE',
    });
  });
  afterAll(() => app.close());

  it('keeps the message of a broken invariant for the log', async () => {
    const response = await app.inject({ url: '/broken-invariant' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    });
  });

  it("answers a plugin's FST_* refusal with a code of the vocabulary and its status", async () => {
    const response = await app.inject({ url: '/plugin-refusal' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'This request is not valid.' },
    });
  });
});
