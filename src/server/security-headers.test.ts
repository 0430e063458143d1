import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';

const secret = 'x'.repeat(32);
const t = await createTestApp();
afterAll(() => t.close());

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('let pages connect to the app itself only', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:3000', 'ws://127.0.0.1:3000']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('keep windows of other sites away from ours', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('send no HSTS over plain http', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('put the API docs under the same policy', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
    }
  });
});

describe('in production', () => {
  it('use HSTS and wss: when PUBLIC_URL is https, and serve no API docs', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      PUBLIC_URL: 'https://market.campus.test',
    });
    try {
      const response = await production.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directives(response.headers['content-security-policy'] as string)['connect-src']).toEqual([
        "'self'",
        'wss://market.campus.test',
      ]);
      expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('serve the API docs when API_DOCS=1', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: secret, API_DOCS: '1' });
    try {
      expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
