import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(outbox).values([
    { to: 'first@campus.test', subject: 'First', text: 'one', html: '<p>one</p>' },
    { to: 'second@campus.test', subject: 'Second', text: 'two', html: '<p>two</p>' },
  ]);
});
afterAll(() => t.close());

describe('the development outbox', () => {
  it('lists mails newest first, without their HTML', async () => {
    const response = await t.app.inject({ url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: 'second@campus.test',
      subject: 'Second',
      text: 'two',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by recipient', async () => {
    const response = await t.app.inject({ url: '/api/dev/mail?to=FIRST@campus.test' });
    expect(response.json().map((m: { to: string }) => m.to)).toEqual(['first@campus.test']);
  });

  it('rejects a malformed filter', async () => {
    const response = await t.app.inject({ url: '/api/dev/mail?to=nobody' });
    expect(response.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    try {
      const response = await production.app.inject({ url: '/api/dev/mail' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('from another machine', () => {
  const refused = { error: { code: 'local_only', message: expect.stringMatching(/computer running/) } };

  it('answers nothing', async () => {
    const response = await t.app.inject({ url: '/api/dev/mail', remoteAddress: '192.168.1.20' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it('cannot pass for this computer with a forwarding header', async () => {
    const response = await t.app.inject({
      url: '/api/dev/mail',
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is refused when a proxy on this computer relays it', async () => {
    for (const headers of [
      { 'x-forwarded-for': '192.168.1.20' },
      { 'x-real-ip': '192.168.1.20' },
      { forwarded: 'for=192.168.1.20;proto=http' },
    ]) {
      const response = await t.app.inject({ url: '/api/dev/mail', headers });
      expect(response.statusCode).toBe(403);
    }
  });

  it('still answers this computer over IPv6 and IPv4', async () => {
    for (const remoteAddress of ['::1', '127.0.0.1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/api/dev/mail', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
  });
});
