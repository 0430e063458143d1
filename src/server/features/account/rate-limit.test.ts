import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedWindowStorage } from '../../auth/fixed-window-storage';
import { countEmailEvent, emailRules, ipRules, longestIpWindow } from '../../auth/rate-limits';
import { rateLimit } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // Tests run with the limits off; this file turns them on.
  // As behind a reverse proxy: the client address comes from X-Forwarded-For, so tests can vary it.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call comes from its own address unless one is given, to separate the per-IP and per-email limits. */
const from = (ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) => ({ 'x-forwarded-for': ip });

const post = (url: string, payload: object, ip?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: from(ip) });

describe('per-email limits', () => {
  const lockedText =
    'Too many failed sign-in attempts for this email address. Please try again in 15 minutes.';
  const failFrom = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const response = await post('/api/auth/sign-in/email', { email, password: `guess-${i}` }, ip);
      expect(response.statusCode).toBe(401);
    }
  };

  it('locks sign-in after repeated wrong passwords from one address, for that address only', async () => {
    const email = 'target@campus.test';
    await createUser(t.db, { email });
    await failFrom(email, '203.0.113.66', emailRules.failedSignIn.max);

    const locked = await post('/api/auth/sign-in/email', { email, password: 'campus123' }, '203.0.113.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'too_many_requests', message: lockedText } });
    // The owner, elsewhere, is not locked out by a stranger's guesses.
    expect(
      (await post('/api/auth/sign-in/email', { email, password: 'campus123' }, '198.51.100.7')).statusCode,
    ).toBe(200);
    // Another account is not affected either.
    await createUser(t.db, { email: 'bystander@campus.test' });
    const other = await post(
      '/api/auth/sign-in/email',
      { email: 'bystander@campus.test', password: 'campus123' },
      '203.0.113.66',
    );
    expect(other.statusCode).toBe(200);
  });

  it('locks an address out of every new client after guesses spread over many addresses', async () => {
    const email = 'spread@campus.test';
    await createUser(t.db, { email });
    // As if the guesses had come from as many addresses as the ceiling allows.
    for (let i = 0; i < emailRules.failedSignInAnywhere.max; i++) {
      await countEmailEvent(t.db, 'failedSignInAnywhere', email);
    }
    const locked = await post('/api/auth/sign-in/email', { email, password: 'campus123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'too_many_requests', message: lockedText } });
  });

  it('never locks the owner out of a browser they signed in from before', async () => {
    const email = 'regular-owner@campus.test';
    await createUser(t.db, { email });
    const first = await post('/api/auth/sign-in/email', { email, password: 'campus123' }, '203.0.113.90');
    const device = first.cookies.find((cookie) => cookie.name.endsWith('known_device'));
    expect(device?.httpOnly).toBe(true);
    const cookie = `${device?.name}=${device?.value}`;

    // A stranger behind the same campus address, and guesses from everywhere else.
    await failFrom(email, '203.0.113.90', emailRules.failedSignIn.max);
    for (let i = 0; i < emailRules.failedSignInAnywhere.max; i++) {
      await countEmailEvent(t.db, 'failedSignInAnywhere', email);
    }
    const stranger = await post('/api/auth/sign-in/email', { email, password: 'campus123' }, '203.0.113.90');
    expect(stranger.statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'campus123' },
      headers: { ...from('203.0.113.90'), cookie, origin: TEST_ORIGIN },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('does not take a browser known for one account as known for another', async () => {
    const known = 'known-here@campus.test';
    const other = 'not-known-here@campus.test';
    await createUser(t.db, { email: known });
    await createUser(t.db, { email: other });
    const signedIn = await post('/api/auth/sign-in/email', { email: known, password: 'campus123' });
    const device = signedIn.cookies.find((cookie) => cookie.name.endsWith('known_device'));
    await failFrom(other, '203.0.113.91', emailRules.failedSignIn.max);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: other, password: 'campus123' },
      headers: { ...from('203.0.113.91'), cookie: `${device?.name}=${device?.value}`, origin: TEST_ORIGIN },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const email = 'regular@campus.test';
    await createUser(t.db, { email });
    for (let i = 0; i <= emailRules.failedSignIn.max; i++) {
      expect((await post('/api/auth/sign-in/email', { email, password: 'campus123' })).statusCode).toBe(200);
    }
  });

  it('limits password reset mails to one address', async () => {
    const email = 'flooded@campus.test';
    await createUser(t.db, { email });
    for (let i = 0; i < emailRules.passwordReset.max; i++) {
      expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    }
    const refused = await post('/api/auth/request-password-reset', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many password reset requests for this email address. Please try again in 60 minutes.',
    );
  });

  it('limits sign-ups with one address', async () => {
    const payload = { name: 'Repeat', email: 'again@campus.test', password: 'long-enough-1' };
    for (let i = 0; i < emailRules.signUp.max; i++) {
      expect((await post('/api/auth/sign-up/email', payload)).statusCode).toBe(200);
    }
    const refused = await post('/api/auth/sign-up/email', payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many sign-up attempts for this email address/);
  });
});

describe('the shared rate_limit table', () => {
  it('keeps every per-email window within the longest per-IP window, which better-auth prunes by', () => {
    for (const rule of Object.values(emailRules)) expect(rule.window).toBeLessThanOrEqual(longestIpWindow);
  });
});

describe('per-IP limits', () => {
  it('limits sign-ups from one address across many emails', async () => {
    const ip = '192.0.2.7';
    const max = ipRules['/sign-up/email'].max;
    for (let i = 0; i < max; i++) {
      const response = await post(
        '/api/auth/sign-up/email',
        { name: 'Bot', email: `bot${i}@campus.test`, password: 'long-enough-1' },
        ip,
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(
      '/api/auth/sign-up/email',
      { name: 'Bot', email: 'bot-last@campus.test', password: 'long-enough-1' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests. Please try again later.' },
    });
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(0);
    // Another address still gets through.
    const other = await post('/api/auth/sign-up/email', {
      name: 'Person',
      email: 'person@campus.test',
      password: 'long-enough-1',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the per-address count', () => {
  const rule = ipRules['/sign-in/email'];
  const start = Date.parse('2026-03-02T09:00:00Z');

  it('counts per minute: a new minute lets sign-ins through again, with no quiet minute before it', async () => {
    let now = start;
    const storage = fixedWindowStorage(t.db, longestIpWindow, () => now);
    const key = '203.0.113.30/sign-in/email';
    // One campus address signs in every two seconds: the minute's last allowed sign-in comes at 58 s.
    for (let i = 0; i < rule.max; i++) {
      expect(await storage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
      now += 2000;
    }
    now = start + 59_000;
    expect(await storage.consume(key, rule)).toEqual({ allowed: false, retryAfter: 1 });
    // The next minute, one second later, though the last sign-in was only two seconds ago.
    now = start + 60_000;
    expect(await storage.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    for (let i = 1; i < rule.max; i++) expect((await storage.consume(key, rule)).allowed).toBe(true);
    expect(await storage.consume(key, rule)).toEqual({ allowed: false, retryAfter: 60 });
  });

  it('keeps each address and path apart, and drops counters older than the longest window', async () => {
    let now = start;
    const storage = fixedWindowStorage(t.db, longestIpWindow, () => now);
    for (let i = 0; i < rule.max; i++) await storage.consume('203.0.113.31/sign-in/email', rule);
    expect((await storage.consume('203.0.113.31/sign-in/email', rule)).allowed).toBe(false);
    expect((await storage.consume('203.0.113.32/sign-in/email', rule)).allowed).toBe(true);

    now = start + (longestIpWindow + 1) * 1000;
    await storage.consume('203.0.113.33/sign-in/email', rule);
    const kept = await t.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(kept.map((row) => row.key)).not.toContain('203.0.113.31/sign-in/email');
    expect(kept.map((row) => row.key)).toContain('203.0.113.33/sign-in/email');
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per request', async () => {
    const direct = await createTestApp({ AUTH_RATE_LIMIT: '1' });
    try {
      const max = ipRules['/sign-up/email'].max;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Bot', email: `spoof${i}@campus.test`, password: 'long-enough-1' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
      expect(statuses[max]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
