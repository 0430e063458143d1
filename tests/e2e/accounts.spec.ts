import type { Page } from '@playwright/test';
import { demoAdmin } from './fixtures/accounts';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import type { Credentials } from './support/sign-in-through-api';

/** An address no other test or run uses. */
const freshEmail = (label: string) => `${label}.${uniqueToken()}@campus.test`;

/** Opens the development outbox and follows the link of the newest mail with this subject to this address. */
async function followMailLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mail');
  const mail = page
    .getByRole('article', { name: subject })
    .filter({ hasText: `To: ${to}` })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link').first().click();
}

async function signInWithForm(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, confirm by email, sign in, see the profile and log out @mobile', async ({
  page,
  browserErrors,
}) => {
  const email = freshEmail('newcomer');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill('Farhana Akter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('reading-room-42');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Sign up successful! Please check your email to confirm your account.',
  );

  // Before confirming, the form says why signing in fails; the browser logs the refusal (403) as a failed request.
  browserErrors.expectFailedRequest('/api/auth/sign-in/email', 403);
  await page.getByLabel(/^Password/).fill('reading-room-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your email before signing in.');

  await followMailLink(page, email, 'Confirm your Campus Market account');
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed. You can sign in now.');

  await signInWithForm(page, { email, password: 'reading-room-42' });
  const profileMenu = page.getByRole('button', { name: 'Profile menu for Farhana Akter' });
  await expect(profileMenu).toBeVisible();
  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/showOrder');
  await expect(page.getByRole('link', { name: 'Seller dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Seller dashboard' }).click();
  await expect(page.getByText('You are not a seller')).toBeVisible();
  await page.getByRole('button', { name: 'Apply as Seller' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your application has been sent. An administrator will review it soon.',
  );
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Your seller application is waiting for approval.');

  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('forgot password, reset it from the mail and sign in with the new one', async ({
  page,
  browserErrors,
}) => {
  const email = freshEmail('forgetful');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Imran Hossain', email, password: 'old-password-1' },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  await followMailLink(page, email, 'Reset your Campus Market password');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel(/^New password/).fill('new-password-2');
  await page.getByLabel(/^Retype new password/).fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');

  await page.getByLabel(/^Retype new password/).fill('new-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset successful! Redirecting to login...');
  await expect(page).toHaveURL(/\/login$/);

  // The old password is refused (401, which the browser logs).
  browserErrors.expectFailedRequest('/api/auth/sign-in/email', 401);
  await signInWithForm(page, { email, password: 'old-password-1' });
  await expect(page.getByRole('alert')).toHaveText('Sign in failed: Invalid email or password');
  await signInWithForm(page, { email, password: 'new-password-2' });
  await expect(page.getByRole('button', { name: 'Profile menu for Imran Hossain' })).toBeVisible();
});

test('a visitor opening /profile signs in and comes back to it', async ({ page, market }) => {
  const person = await market.account();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(person.email)).toBeVisible();
});

test('sign-in names an unknown email', async ({ page, browserErrors }) => {
  // The sign-in is refused (401, which the browser logs).
  browserErrors.expectFailedRequest('/api/auth/sign-in/email', 401);
  await page.goto('/login');
  await signInWithForm(page, { email: freshEmail('nobody'), password: 'whatever-123' });
  await expect(page.getByRole('alert')).toHaveText('No account found with this email.');
});

test('admin pages refuse a non-admin and open for an admin', async ({ page, market }) => {
  const person = await market.account();
  await page.goto('/login');
  await signInWithForm(page, person);
  await expect(page.getByRole('button', { name: `Profile menu for ${person.name}` })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await page.goto('/seller');
  await expect(page.getByText('You are not a seller')).toBeVisible();

  await page.getByRole('button', { name: `Profile menu for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await signInWithForm(page, demoAdmin);
  await expect(page.getByRole('button', { name: 'Profile menu for Campus Admin' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
});
