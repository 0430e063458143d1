import { type APIRequestContext, expect, request as requests } from '@playwright/test';

/** A new, confirmed and signed-in account with its own cookies, made through the API as a person would. */
export async function freshAccount(baseURL: string, label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `${label}.${stamp}@campus.test`;
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} ${stamp}`;
  const password = 'fresh-account-1';
  const context: APIRequestContext = await requests.newContext({ baseURL });
  expect((await context.post('/api/auth/sign-up/email', { data: { name, email, password } })).ok()).toBe(
    true,
  );

  // Follow the confirmation link from the development outbox.
  const mails = await (await context.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
  const link = String(mails[0]?.text ?? '').match(/https?:\/\/\S+/)?.[0];
  expect(link, `confirmation link for ${email}`).toBeTruthy();
  const confirmed = await context.get(new URL(link ?? '').pathname + new URL(link ?? '').search);
  expect(confirmed.status()).toBeLessThan(400);

  const signedIn = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.ok(), `sign-in of ${email}`).toBe(true);
  return { email, name, request: context };
}
