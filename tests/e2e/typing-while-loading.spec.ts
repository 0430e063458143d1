import { expect, test } from './fixtures/market-test';
import { collectConsoleErrors } from './support/console-errors';
import { hold, pageCode } from './support/hold-requests';

// On a slow phone a person types while the page is still loading: the session being asked, the page's code and its
// first answers on their way. Each test holds them, types, lets them arrive and finds the text where it was typed.

test('the email typed on the way from sign-in to forgot password is the one the link is sent to', async ({
  page,
  market,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  const person = await market.account('forgetful');
  const releaseSession = await hold(page, '**/api/me');
  const releaseCode = await hold(page, pageCode('forgot-password-page'));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

  // The sign-in form stays on screen until the next page's code arrives, but it is being left: its Email box
  // takes no text, which would be gone with it.
  const email = page.getByLabel('Email');
  await email.focus();
  await expect(email).not.toBeFocused();

  const typing = email.fill(person.email);
  releaseCode();
  releaseSession();
  await typing;
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(email).toHaveValue(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${person.email}`);
  expect(consoleErrors).toEqual([]);
});

test('what is typed into the sign-in form while the session is asked is what signs in', async ({
  page,
  market,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  const person = await market.account();
  const releaseSession = await hold(page, '**/api/me');
  const releaseCode = await hold(page, pageCode('login-page'));
  await page.goto('/login');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  releaseCode();

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  releaseSession();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Profile menu for ${person.name}` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
