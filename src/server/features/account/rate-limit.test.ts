import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailRules, ipRules } from '../../auth/rate-limits';
import { createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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
  it('locks sign-in after repeated wrong passwords, whatever the address', async () => {
    const email = 'target@campus.test';
    await createUser(t.db, { email });
    for (let i = 0; i < emailRules.failedSignIn.max; i++) {
      expect((await post('/api/auth/sign-in/email', { email, password: `guess-${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/api/auth/sign-in/email', { email, password: 'campus123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-in attempts for this email address. Please try again in 15 minutes.',
    });
    // Another account is not affected.
    await createUser(t.db, { email: 'bystander@campus.test' });
    const other = await post('/api/auth/sign-in/email', {
      email: 'bystander@campus.test',
      password: 'campus123',
    });
    expect(other.statusCode).toBe(200);
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
    expect(refused.json().message).toBe(
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
    expect(refused.json().message).toMatch(/^Too many sign-up attempts for this email address/);
  });
});

describe('the shared rate_limit table', () => {
  it('keeps every per-email window within the longest per-IP window, which better-auth prunes by', () => {
    const longestIpWindow = Math.max(...Object.values(ipRules).map((rule) => rule.window));
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
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
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
