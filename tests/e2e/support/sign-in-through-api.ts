import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Signs a request context (usually `page.request`, whose cookies the page shares) in through the API.
 * Sign-in is rate-limited per address (a few tries per 10 s), so a refused try waits as the server says.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = 'campus123',
): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
    if (response.status() !== 429) {
      expect(response.ok(), `sign-in of ${email}`).toBe(true);
      return;
    }
    const waitSeconds = Number(response.headers()['x-retry-after'] ?? 5);
    await sleep(Math.min(Math.max(waitSeconds, 1), 15) * 1000);
  }
  throw new Error(`sign-in of ${email} stayed rate-limited`);
}
