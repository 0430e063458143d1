import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verification } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { createTestApp } from '../../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const signInStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }))
    .statusCode;

async function resetTokenFor(email: string): Promise<string> {
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  const link = (await t.lastMailTo(email))?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no reset link mailed');
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe('http://localhost:3000/reset-password');
  const token = url.searchParams.get('token');
  if (!token) throw new Error('reset link without a token');
  return token;
}

const invalidLink = {
  error: {
    code: 'invalid_token',
    message: 'This reset link is invalid, expired or already used. Please request a new one.',
  },
};

describe('password reset', () => {
  it('mails a link to /reset-password, sets the new password once and ends old sessions', async () => {
    const email = 'forgetful@campus.test';
    await createUser(t.db, { email });
    const oldSession = await t.signIn(email);
    const token = await resetTokenFor(email);

    const response = await reset(token, 'brand-new-pass');
    expect(response.statusCode).toBe(200);
    expect(await signInStatus(email, 'campus123')).toBe(401);
    expect(await signInStatus(email, 'brand-new-pass')).toBe(200);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: oldSession } });
    expect(me.json().user).toBeNull();

    const reused = await reset(token, 'another-pass-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject(invalidLink);
    expect(await signInStatus(email, 'another-pass-1')).toBe(401);
  });

  it('answers an unknown email like a known one and mails nothing', async () => {
    const response = await requestReset('ghost@campus.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
    expect(await t.lastMailTo('ghost@campus.test')).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const email = 'slow@campus.test';
    await createUser(t.db, { email });
    const token = await resetTokenFor(email);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, 'reset-password:%'));
    const response = await reset(token, 'brand-new-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidLink);
    expect(await signInStatus(email, 'campus123')).toBe(200);
  });

  it('refuses a forged link', async () => {
    const response = await reset('forged-token-0123456789ab', 'brand-new-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidLink);
  });

  it('refuses a short password and keeps the link usable', async () => {
    const email = 'hasty@campus.test';
    await createUser(t.db, { email });
    const token = await resetTokenFor(email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 8 characters long.');
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('confirms the address of an unconfirmed account, since the link proves it', async () => {
    const email = 'never-confirmed@campus.test';
    const account = await createUser(t.db, { email, verified: false });
    const token = await resetTokenFor(email);
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(200);
    expect(await signInStatus(email, 'brand-new-pass')).toBe(200);
    const rows = await t.db.select().from(verification).where(eq(verification.value, account.id));
    expect(rows).toHaveLength(0);
  });
});
