import { expect, type Page } from '@playwright/test';

/** Signs the page's browser context in through the API; the session cookie then serves every page. */
export async function signInThroughApi(page: Page, email: string, password = 'campus123'): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}
