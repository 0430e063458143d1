import { type APIRequestContext, expect } from '@playwright/test';

/** Signs a request context (usually `page.request`, whose cookies the page shares) in through the API. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = 'campus123',
): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}
