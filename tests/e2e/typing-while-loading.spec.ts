import { expect, test } from './fixtures/market-test';
import { hold, pageCode } from './support/hold-requests';

// On a slow phone a person types while the page is still loading: the session being asked, the page's code and its
// first answers on their way. Each test holds them, types, lets them arrive and finds the text where it was typed.

test('the email typed on the way from sign-in to forgot password is the one the link is sent to', async ({
  page,
  market,
}) => {
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
});

test('what is typed into the sign-in form while the session is asked is what signs in', async ({
  page,
  market,
}) => {
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
});

test('a search typed while the results or the next page load is kept, and searched', async ({
  page,
  market,
}) => {
  const product = await market.product(await market.seller());
  const search = page.getByRole('searchbox', { name: 'Search products' });
  // Opened from a shared link: the item page's code and answer come with it, the shop's and the home page's not.
  await page.goto(`/item/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // The person searches, then goes on typing while the results page's code and its answers are on their way.
  const releaseResults = await hold(page, /\/api\/search\?/);
  const releaseShop = await hold(page, pageCode('shop-page'));
  await search.fill('Product');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=Product$/);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await search.fill(product.name);
  releaseShop();
  releaseResults();
  await expect(page.getByRole('heading', { level: 1, name: '“Product”' })).toBeVisible();
  await expect(search).toHaveValue(product.name);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `“${product.name}”` })).toBeVisible();
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  // Leaving the results for the home page empties the box at once; what is typed after stays.
  const releaseHome = await hold(page, pageCode('landing-page'));
  await page.getByRole('link', { name: 'Campus Market home' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(search).toHaveValue('');
  await search.fill(product.name);
  releaseHome();
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Market' })).toBeVisible();
  await expect(search).toHaveValue(product.name);
  await search.press('Enter');
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();
});
