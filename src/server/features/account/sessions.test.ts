import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { account, session } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { createTestApp } from '../../testing/test-app';

const DAY = 24 * 60 * 60 * 1000;

const t = await createTestApp();
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

async function sessionOf(email: string) {
  const created = await createUser(t.db, { email });
  const cookie = await t.signIn(email);
  const [row] = await t.db.select().from(session).where(eq(session.userId, created.id));
  if (!row) throw new Error('no session row');
  return { cookie, row, userId: created.id };
}

describe('sessions', () => {
  it('last a week, and a session in use is extended once a day', async () => {
    const { cookie, row } = await sessionOf('daily@campus.test');
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);

    // As if signed in two days ago: the next request slides the expiry forward again.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.id, row.id));
    const response = await me(cookie);
    expect(response.json().user).not.toBeNull();
    const [refreshed] = await t.db.select().from(session).where(eq(session.id, row.id));
    expect(refreshed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('end when they expire', async () => {
    const { cookie, row } = await sessionOf('expired@campus.test');
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row.id));
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('end on the server at logout', async () => {
    const { cookie, userId } = await sessionOf('leaving@campus.test');
    const out = await t.signOut(cookie);
    expect(out.statusCode).toBe(200);
    expect(await t.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('store passwords only as salted hashes', async () => {
    const email = 'hashed@campus.test';
    const created = await createUser(t.db, { email, password: 'plain-text-secret' });
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, created.id));
    expect(row?.password).not.toContain('plain-text-secret');
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // better-auth's scrypt: salt:key
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://market.campus.test' });
    try {
      await createUser(https.db, { email: 'secure@campus.test' });
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'secure@campus.test', password: 'campus123' },
      });
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.name.startsWith('__Secure-')).toBe(true);
    } finally {
      await https.close();
    }
  });
});
