import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

/** Signs a request context (usually `page.request`, whose cookies the page shares) in through the API. */
export async function signInThroughApi(request: APIRequestContext, { email, password }: Credentials) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/**
 * Signs the page in as someone else. The open page leaves first: once its session cookie is gone, the
 * signed-in app still on screen would ask for the old person's bell and messages and be refused.
 */
export async function switchAccount(page: Page, credentials: Credentials) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInThroughApi(page.request, credentials);
}
