import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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
