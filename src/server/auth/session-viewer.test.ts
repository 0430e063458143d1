import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import { createUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { verifiedCookieValue } from './session-viewer';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'known@campus.test', name: 'Tanvir Hasan', role: 'seller' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
const tokenOf = (cookie: string) =>
  verifiedCookieValue(decodeURIComponent(cookie.split('=')[1] ?? ''), t.authSecret);
const expiresAtOf = async (token: string) =>
  (await t.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token)))[0]
    ?.expiresAt;

describe('the session behind a request', () => {
  it('reads a fresh session without writing it or setting a cookie', async () => {
    const cookie = await t.signIn('known@campus.test');
    const token = tokenOf(cookie);
    expect(token).toBeTruthy();
    const before = await expiresAtOf(token ?? '');
    const response = await me(cookie);
    expect(response.json()).toMatchObject({ user: { name: 'Tanvir Hasan' }, seller: 'active' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await expiresAtOf(token ?? '')).toEqual(before);
  });

  it('sees a role change at the next request', async () => {
    const cookie = await t.signIn('known@campus.test');
    await t.db.update(user).set({ name: 'Tanvir H.' }).where(eq(user.email, 'known@campus.test'));
    expect((await me(cookie)).json()).toMatchObject({ user: { name: 'Tanvir H.' } });
  });

  it('extends a session a day old, as better-auth does, and sets its cookie again', async () => {
    const cookie = await t.signIn('known@campus.test');
    const token = tokenOf(cookie) ?? '';
    // Six days left of seven: signed in a day ago.
    await t.db
      .update(session)
      .set({ expiresAt: sql`now() + interval '6 days'` })
      .where(eq(session.token, token));
    const response = await me(cookie);
    expect(response.json()).toMatchObject({ user: { name: expect.any(String) } });
    expect(String(response.headers['set-cookie'])).toContain('session_token=');
    const extended = await expiresAtOf(token);
    expect(extended?.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS + 60_000);
  });

  it('treats an expired, a signed-out or a tampered session as a visitor', async () => {
    const expired = await t.signIn('known@campus.test');
    await t.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.token, tokenOf(expired) ?? ''));
    const expiredAnswer = await me(expired);
    expect(expiredAnswer.json().user).toBeNull();
    expect(String(expiredAnswer.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/);

    const signedOut = await t.signIn('known@campus.test');
    await t.signOut(signedOut);
    expect((await me(signedOut)).json().user).toBeNull();

    const valid = await t.signIn('known@campus.test');
    const [name, value] = valid.split('=') as [string, string];
    const token = tokenOf(valid) ?? '';
    const otherSignature = decodeURIComponent(value)
      .slice(token.length + 1)
      .replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await me(`${name}=${encodeURIComponent(`${token}.${otherSignature}`)}`)).json().user).toBeNull();
    expect(
      (
        await me(
          `${name}=${encodeURIComponent(`${token}x.${decodeURIComponent(value).slice(token.length + 1)}`)}`,
        )
      ).json().user,
    ).toBeNull();
    expect((await me(`${name}=${token}`)).json().user).toBeNull();
  });

  it('accepts only the signature made with the server secret', () => {
    expect(verifiedCookieValue(undefined, t.authSecret)).toBeNull();
    expect(verifiedCookieValue('no-signature', t.authSecret)).toBeNull();
    expect(verifiedCookieValue('.', t.authSecret)).toBeNull();
    expect(verifiedCookieValue('token.c2hvcnQ=', t.authSecret)).toBeNull();
  });
});
