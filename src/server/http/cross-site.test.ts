import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '../../domain/realtime-socket';
import { seller } from '../db/schema';
import { registerErrorHandler } from '../errors';
import { createUser } from '../seed/factories';
import { listProducts, signedIn } from '../testing/shop';
import { shopApp } from '../testing/shop-app';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { crossSiteGuard } from './cross-site-guard';

const sibling = 'https://clubs.campus.test';
const crossSite = {
  error: { code: 'cross_site_request', message: 'This request did not come from Campus Market.' },
};

const [t, admin] = await shopApp(['admin'], { paying: false });

const sellerLevel = async (id: string) =>
  (await t.db.select({ level: seller.level }).from(seller).where(eq(seller.id, id)))[0]?.level;

/** The administrator's browser posting to the ban route, with the headers a page would send. */
const ban = (sellerId: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/sellers/${sellerId}/ban`,
    headers: { cookie: admin.cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

describe('a page of another site', () => {
  it("cannot ban a seller through the administrator's session", async () => {
    const target = await createUser(t.db, { role: 'seller' });
    const attempts: Record<string, string>[] = [
      { origin: sibling, 'content-type': 'text/plain' },
      { origin: sibling },
      { origin: 'null', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await ban(target.id, headers, headers['content-type'] ? '{}' : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(crossSite);
    }
    expect(await sellerLevel(target.id)).toBe(1);
  });

  it('cannot sign in, and is told which address to use', async () => {
    await createUser(t.db, { email: 'visitor@campus.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: sibling },
      payload: { email: 'visitor@campus.test', password: 'campus123' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'cross_site_request',
      message: 'This request did not come from Campus Market. Please use http://localhost:3000 to sign in.',
    });
    expect(response.cookies).toEqual([]);
  });

  it('cannot open the realtime socket to read chats live', async () => {
    const buyer = await signedIn(t);
    await expect(
      t.app.injectWS(REALTIME_PATH, { headers: { cookie: buyer.cookie, origin: sibling } }),
    ).rejects.toThrow(/403/);
    const own = await t.app.injectWS(REALTIME_PATH, {
      headers: { cookie: buyer.cookie, origin: TEST_ORIGIN },
    });
    own.terminate();
  });
});

describe('our own pages', () => {
  it('act from PUBLIC_URL and, in development, every loopback name of the port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const target = await createUser(t.db, { role: 'seller' });
      expect((await ban(target.id, { origin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect(await sellerLevel(target.id)).toBe(-1);
    }
  });

  it('act when the browser sends only Fetch Metadata, and tools that send neither header act too', async () => {
    const headerSets: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of headerSets) {
      const target = await createUser(t.db, { role: 'seller' });
      expect((await ban(target.id, headers)).statusCode).toBe(200);
    }
  });

  it('sign in at http://127.0.0.1:3000 as well as at http://localhost:3000', async () => {
    await createUser(t.db, { email: 'loopback@campus.test' });
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, 'sec-fetch-site': 'same-origin', host: new URL(origin).host },
        payload: { email: 'loopback@campus.test', password: 'campus123' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.some((cookie) => cookie.name.endsWith('session_token'))).toBe(true);
    }
  });
});

describe('in production', () => {
  it('only PUBLIC_URL signs in; another address is told to use it', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://market.campus.test',
    });
    try {
      await createUser(production.db, { email: 'student@campus.test' });
      const signIn = (origin: string) =>
        production.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin },
          payload: { email: 'student@campus.test', password: 'campus123' },
        });
      const elsewhere = await signIn('http://127.0.0.1:3000');
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().error.message).toBe(
        'This request did not come from Campus Market. Please use https://market.campus.test to sign in.',
      );
      expect((await signIn('https://market.campus.test')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('request bodies', () => {
  it('are JSON: a text/plain or form body is refused with 415 and changes nothing', async () => {
    const target = await createUser(t.db, { role: 'seller' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await ban(target.id, { 'content-type': type }, '{}');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: { code: 'unsupported_media_type', message: 'Please send this request as application/json.' },
      });
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'loopback@campus.test', password: 'campus123' }),
    });
    expect(signIn.statusCode).toBe(415);
    expect(await sellerLevel(target.id)).toBe(1);
  });

  it('are multipart only where an image is uploaded', async () => {
    const shop = await signedIn(t, 'seller');
    const { mug } = await listProducts(t, shop.id, { mug: {} });
    const json = await shop.call('POST', `/api/seller/products/${mug.id}/images`, { image: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Please send this request as multipart/form-data.');
  });

  it('may be absent, or JSON with a charset', async () => {
    const target = await createUser(t.db, { role: 'seller' });
    expect((await ban(target.id, {})).statusCode).toBe(200);
    const unban = await admin.call('POST', `/api/admin/sellers/${target.id}/unban`);
    expect(unban.statusCode).toBe(200);
    const again = await ban(target.id, { 'content-type': 'application/json; charset=utf-8' }, '{}');
    expect(again.statusCode).toBe(200);
  });
});

describe('a route made for other sites', () => {
  it('opts out of the guard in its config', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    crossSiteGuard(app, { origins: ['http://localhost:3000'], publicOrigin: 'http://localhost:3000' });
    app.post('/api/callback', { config: { crossSite: 'allowed' } }, async () => ({ ok: true }));
    app.post('/api/action', async () => ({ ok: true }));
    const from = (url: string) =>
      app.inject({ method: 'POST', url, headers: { origin: 'https://gateway.test' } });
    expect((await from('/api/callback')).statusCode).toBe(200);
    expect((await from('/api/action')).statusCode).toBe(403);
    await app.close();
  });
});
