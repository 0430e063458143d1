import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';

/**
 * Nobody keeps an address they do not own: whoever signs up someone else's address first cannot sign in
 * once its owner has signed up and confirmed, and the confirmation link mailed for the first sign-up
 * cannot activate that sign-up's password.
 */

const t = await createTestApp();
afterAll(() => t.close());

const attacker = { name: 'Mallory', password: 'mallory-was-here-1' };
const owner = { name: 'Nusrat Jahan', password: 'my-own-secret-9' };

const signUp = (email: string, who: { name: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { ...who, email } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const follow = (link: URL) => t.app.inject({ url: link.pathname + link.search });

async function lastLinkTo(email: string): Promise<URL> {
  const match = (await t.lastMailTo(email))?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link mailed to ${email}`);
  return new URL(match[0]);
}

const accountOf = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0];

/** The attacker signs up the address, then its owner does; each sign-up mails a link to the owner's box. */
async function bothSignUp(email: string) {
  expect((await signUp(email, attacker)).statusCode).toBe(200);
  const attackersLink = await lastLinkTo(email);
  expect((await signUp(email, owner)).statusCode).toBe(200);
  const ownersLink = await lastLinkTo(email);
  expect(ownersLink.href).not.toBe(attackersLink.href);
  return { attackersLink, ownersLink };
}

describe('an address someone else signed up first', () => {
  it("is the owner's once the owner confirms: only the owner's password works", async () => {
    const email = 'nusrat@campus.test';
    const { attackersLink, ownersLink } = await bothSignUp(email);

    const confirmed = await follow(ownersLink);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/login?confirmed=1');

    expect((await signIn(email, attacker.password)).statusCode).toBe(401);
    expect((await signIn(email, owner.password)).statusCode).toBe(200);
    expect(await accountOf(email)).toMatchObject({ name: owner.name, emailVerified: true });

    // The first sign-up's link, followed late, changes nothing.
    await follow(attackersLink);
    expect((await signIn(email, attacker.password)).statusCode).toBe(401);
    expect((await signIn(email, owner.password)).statusCode).toBe(200);
  });

  it("is not confirmed by the first sign-up's link, which never activates that sign-up's password", async () => {
    const email = 'rafiq@campus.test';
    const { attackersLink, ownersLink } = await bothSignUp(email);

    const refused = await follow(attackersLink);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?confirmed=1&error=link_replaced');
    expect((await accountOf(email))?.emailVerified).toBe(false);
    expect((await signIn(email, attacker.password)).statusCode).toBe(401);
    // The owner's password is the account's, still waiting for confirmation.
    expect((await signIn(email, owner.password)).json().error).toMatchObject({ code: 'email_not_verified' });

    expect((await follow(ownersLink)).headers.location).toBe('/login?confirmed=1');
    expect((await signIn(email, attacker.password)).statusCode).toBe(401);
    expect((await signIn(email, owner.password)).statusCode).toBe(200);
  });

  it('keeps working for one person who signs up twice: the newest link confirms', async () => {
    const email = 'twice@campus.test';
    await signUp(email, { name: 'Tanvir', password: 'first-choice-1' });
    await signUp(email, { name: 'Tanvir Ahmed', password: 'second-choice-2' });
    expect((await follow(await lastLinkTo(email))).headers.location).toBe('/login?confirmed=1');
    expect((await signIn(email, 'second-choice-2')).statusCode).toBe(200);
    expect((await accountOf(email))?.name).toBe('Tanvir Ahmed');
  });

  it('ends any session the account had before it was confirmed', async () => {
    const email = 'stale@campus.test';
    await signUp(email, owner);
    const pending = await accountOf(email);
    if (!pending) throw new Error('no account');
    await t.db.insert(session).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: pending.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await follow(await lastLinkTo(email));
    expect(await t.db.select().from(session).where(eq(session.userId, pending.id))).toEqual([]);
  });
});
