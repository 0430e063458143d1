import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox, user } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { createTestApp } from '../../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

const userRow = async (email: string) => {
  const [row] = await t.db
    .select({ status: user.status, emailVerified: user.emailVerified, name: user.name })
    .from(user)
    .where(eq(user.email, email));
  return row;
};

const mailCount = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).length;

function linkIn(text: string | undefined): URL {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return new URL(match[0]);
}

describe('sign-up, email confirmation and the first sign-in', () => {
  const email = 'rahim.uddin@campus.test';

  it('creates a pending account and mails a confirmation link to the web app', async () => {
    const response = await signUp({ name: '  Rahim Uddin ', email, password: 'library-card-7' });
    expect(response.statusCode).toBe(200);
    expect(await userRow(email)).toEqual({ status: 'pending', emailVerified: false, name: 'Rahim Uddin' });

    const link = linkIn((await t.lastMailTo(email))?.text);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/login?confirmed=1');
  });

  it('refuses to sign in before the email is confirmed, and mails a fresh link', async () => {
    const before = await mailCount(email);
    const response = await signIn(email, 'library-card-7');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'email_not_verified',
      message: 'Please confirm your email before signing in.',
    });
    expect(response.cookies).toHaveLength(0);
    expect(await mailCount(email)).toBe(before + 1);
    expect((await userRow(email))?.status).toBe('pending');
  });

  it('confirms through the link and lands on /login with a notice', async () => {
    const link = linkIn((await t.lastMailTo(email))?.text);
    const response = await t.app.inject({ url: link.pathname + link.search });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?confirmed=1');
    expect(await userRow(email)).toMatchObject({ emailVerified: true, status: 'pending' });
  });

  it('turns pending into confirmed on the first successful sign-in', async () => {
    const response = await signIn(email, 'library-card-7');
    expect(response.statusCode).toBe(200);
    expect((await userRow(email))?.status).toBe('confirmed');
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    const me = await t.app.inject({
      url: '/api/me',
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(me.json().user).toMatchObject({ name: 'Rahim Uddin', email });
  });

  it('sends a forged confirmation link back to /login with an error', async () => {
    const response = await t.app.inject({
      url: `/api/auth/verify-email?token=forged.token.value&callbackURL=${encodeURIComponent('/login?confirmed=1')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?confirmed=1&error=invalid_token');
  });
});

describe('expired confirmation links', () => {
  it('sends an expired link back to /login with an error and confirms nothing', async () => {
    const account = await createUser(t.db, { email: 'late@campus.test', verified: false });
    const token = await createEmailVerificationToken(t.authSecret, account.email, undefined, -60, {
      userId: account.id,
    });
    const response = await t.app.inject({
      url: `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/login?confirmed=1')}`,
    });
    expect(response.headers.location).toBe('/login?confirmed=1&error=token_expired');
    expect((await userRow(account.email))?.emailVerified).toBe(false);
  });
});

describe('sign-in messages', () => {
  it('answers an unknown email with the spec text', async () => {
    const response = await signIn('nobody@campus.test', 'whatever-123');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'account_not_found',
      message: 'No account found with this email.',
    });
  });

  it('answers a wrong password with the library message (shown as "Sign in failed: …")', async () => {
    await createUser(t.db, { email: 'karim@campus.test' });
    const response = await signIn('karim@campus.test', 'not-my-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
    });
  });

  it('validates the sign-in body with the shared schema', async () => {
    const response = await signIn('not-an-email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Please enter a valid email address.',
    });
  });
});

describe('sign-up validation', () => {
  it.each([
    [{ email: 'a1@campus.test', password: 'long-enough-1' }, 'Please enter your full name.'],
    [{ name: ' ', email: 'a2@campus.test', password: 'long-enough-1' }, 'Please enter your full name.'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough-1' }, 'Please enter a valid email address.'],
    [
      { name: 'A', email: 'a3@campus.test', password: 'short' },
      'Password must be at least 8 characters long.',
    ],
  ])('refuses %j and creates nothing', async (payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation' });
    expect(response.json().error.message).toContain(message);
    if (typeof payload.email === 'string') expect(await userRow(payload.email)).toBeUndefined();
  });

  it('ignores fields the client may not set', async () => {
    const email = 'sneaky@campus.test';
    const response = await signUp({
      name: 'Sneaky',
      email,
      password: 'long-enough-1',
      status: 'confirmed',
      emailVerified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ status: 'pending', emailVerified: false });
  });

  it('validates a name change like the sign-up form', async () => {
    await createUser(t.db, { email: 'renamer@campus.test', name: 'Old Name' });
    const cookie = await t.signIn('renamer@campus.test');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter your full name.');
    expect((await userRow('renamer@campus.test'))?.name).toBe('Old Name');
  });

  it('answers a taken address like a new one and tells its owner by mail', async () => {
    await createUser(t.db, { email: 'taken@campus.test', name: 'Original Owner' });
    const response = await signUp({
      name: 'Impostor',
      email: 'taken@campus.test',
      password: 'long-enough-1',
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow('taken@campus.test'))?.name).toBe('Original Owner');
    const mail = await t.lastMailTo('taken@campus.test');
    expect(mail?.subject).toBe('You already have a Campus Market account');
    expect(linkIn(mail?.text).pathname).toBe('/forgot-password');
  });
});
