import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts';
import { createUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

const stranger = '192.168.1.20';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const demo of demoAccounts) await createUser(t.db, { ...demo, password: DEMO_PASSWORD });
  await createUser(t.db, { email: 'student@campus.test', password: DEMO_PASSWORD });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
  });

describe('the demo accounts', () => {
  it('refuse the demo password from another machine, with a clear message and no session', async () => {
    for (const { email } of demoAccounts) {
      const response = await signIn(email, DEMO_PASSWORD, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'demo_account_local_only',
          message: 'Demo accounts sign in with the demo password only on the computer running Campus Market.',
        },
      });
      expect(response.cookies).toEqual([]);
    }
    expect((await signIn(' ADMIN@campus.test', DEMO_PASSWORD, stranger)).statusCode).toBe(403);
  });

  it('cannot pass for this computer with a forwarding header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: stranger,
      headers: { 'x-forwarded-for': '127.0.0.1' },
      payload: { email: 'admin@campus.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  it('sign in with the demo password on this computer', async () => {
    for (const { email } of demoAccounts) expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('admin@campus.test', DEMO_PASSWORD, '::1')).statusCode).toBe(200);
  });

  it('leave other accounts alone, whatever their password', async () => {
    expect((await signIn('student@campus.test', DEMO_PASSWORD, stranger)).statusCode).toBe(200);
  });

  it('give another machine no reset link: the mail waits in the outbox it cannot read', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: stranger,
      payload: { email: 'admin@campus.test' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.lastMailTo('admin@campus.test'))?.subject).toMatch(/password/i);
    const outbox = await t.app.inject({
      url: '/api/dev/mail?to=admin@campus.test',
      remoteAddress: stranger,
    });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.body).not.toMatch(/reset-password\?token=/);
  });
});
