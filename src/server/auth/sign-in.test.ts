import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'buyer@campus.test', name: 'Nusrat Jahan' });
  await createUser(t.db, { email: 'boss@campus.test', role: 'admin' });
  await createUser(t.db, { email: 'shop@campus.test', role: 'seller' });
});
afterAll(() => t.close());

describe('sign-in with a session cookie', () => {
  it('signs in, knows the user, and signs out on the server', async () => {
    const cookie = await t.signIn('buyer@campus.test');
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toEqual({
      user: { id: expect.any(String), name: 'Nusrat Jahan', email: 'buyer@campus.test' },
      isAdmin: false,
      seller: 'none',
    });
    const out = await t.signOut(cookie);
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'buyer@campus.test', password: 'campus123' },
    });
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'buyer@campus.test', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toHaveLength(0);
  });

  it('resolves the admin and seller roles from the session', async () => {
    const admin = await t.app.inject({
      url: '/api/me',
      headers: { cookie: await t.signIn('boss@campus.test') },
    });
    expect(admin.json()).toMatchObject({ isAdmin: true, seller: 'none' });
    const seller = await t.app.inject({
      url: '/api/me',
      headers: { cookie: await t.signIn('shop@campus.test') },
    });
    expect(seller.json()).toMatchObject({ isAdmin: false, seller: 'active' });
  });

  it('treats a forged cookie as a visitor', async () => {
    const me = await t.app.inject({
      url: '/api/me',
      headers: { cookie: 'campus.session_token=forged.value' },
    });
    expect(me.json().user).toBeNull();
  });
});
