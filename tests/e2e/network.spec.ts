import { expect, test } from './fixtures/market-test';

test('a person who opened http://127.0.0.1 signs in there and gets the live connection', async ({
  page,
  baseURL,
  market,
}) => {
  const person = await market.account();
  const loopback = new URL(baseURL ?? '');
  loopback.hostname = '127.0.0.1';
  await page.goto(new URL('/login', loopback).href);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Profile menu for ${person.name}` })).toBeVisible();

  // The messenger listens on the WebSocket; the CSP and the origin check both let 127.0.0.1 through.
  const socket = page.waitForEvent('websocket');
  await page.goto(new URL('/messenger', loopback).href);
  expect(new URL((await socket).url()).host).toBe(loopback.host);
  await expect(page.getByText('Select a user to chat')).toBeVisible();
});

test('the API docs work under the same Content-Security-Policy as the app', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Campus Market API/ })).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
