import { type APIRequestContext, expect } from '@playwright/test';

export type Credentials = { email: string; password: string };

/** Signs a request context (usually `page.request`, whose cookies the page shares) in through the API. */
export async function signInThroughApi(request: APIRequestContext, { email, password }: Credentials) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}
