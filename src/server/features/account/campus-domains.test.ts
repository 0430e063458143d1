import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOWED_EMAIL_DOMAINS: 'uiu.ac.bd' });
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Student', email, password: 'long-enough-1' },
  });

describe('campus-only sign-up', () => {
  it('refuses an outside address with a message naming the allowed domains', async () => {
    const response = await signUp('someone@gmail.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'email_domain_not_allowed',
        message: 'Sign up is open to university email addresses only (@uiu.ac.bd).',
      },
    });
    expect(await t.db.select().from(user).where(eq(user.email, 'someone@gmail.com'))).toHaveLength(0);
    expect(await t.lastMailTo('someone@gmail.com')).toBeUndefined();
  });

  it('accepts the university domain and its subdomains', async () => {
    expect((await signUp('student@uiu.ac.bd')).statusCode).toBe(200);
    expect((await signUp('student@cse.uiu.ac.bd')).statusCode).toBe(200);
  });
});
