import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

/** A word of the test's own, letters only, that no other product name has. */
const uniqueWord = (prefix: string) =>
  `${prefix}${uniqueToken().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q')}`;

/** Nothing is drawn over `control`: a person can see and press it. */
async function expectUncovered(control: Locator, what: string) {
  await expect(control).toBeVisible();
  const free = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Across its middle: a rounded corner is no part of a button for the pointer either.
    const points = [0.2, 0.5, 0.8].map(
      (share) => [box.left + box.width * share, box.top + box.height / 2] as const,
    );
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
  expect(free, `${what} is covered`).toBe(true);
}

/** The toasts on screen (Mantine draws each as an alert inside its own portal). */
const toasts = (page: Page) => page.locator('.mantine-Notifications-root').getByRole('alert');

test('toasts hide no header control, and a new one replaces the one about the same thing @mobile', async ({
  page,
  market,
  browserErrors,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const laptop = await market.product(seller, { name: `Laptop ${uniqueToken()}`, stock: 1 });
  const addToCart = page
    .getByRole('article', { name: laptop.name })
    .getByRole('button', { name: 'Add to Cart' });

  await page.goto(`/shop?q=${encodeURIComponent(laptop.name)}`);
  await addToCart.click();
  await expect(toasts(page)).toHaveText(['You must be logged in to add items to cart.']);
  await expectUncovered(page.getByRole('link', { name: 'Login' }), 'the Login button');

  await signInThroughApi(page.request, buyer);
  await page.reload();
  await addToCart.click();
  await expect(toasts(page)).toHaveText(['Item added to cart successfully!']);
  await expectUncovered(page.getByRole('button', { name: 'Cart, 1 item' }), 'the cart button');
  await expectUncovered(
    page.getByRole('button', { name: `Profile menu for ${buyer.name}` }),
    'the profile menu',
  );
  await expectUncovered(page.getByRole('button', { name: /^Notifications/ }), 'the bell');
  await expectAccessible(page, 'the shop with a toast');

  // The second add is refused (409, which the browser logs): its error takes the success's place instead of
  // stacking under it.
  browserErrors.expectFailedRequest('/api/cart/items', 409);
  await addToCart.click();
  await expect(toasts(page)).toHaveText([
    `${laptop.name}: only 1 left in stock, and your cart already has it.`,
  ]);
});

test('a new attempt on the login screen clears what the last one announced @mobile', async ({
  page,
  browserErrors,
}) => {
  const token = uniqueToken();
  const email = `stale.${token}@campus.test`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill(`Stale ${token}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(`password-${token}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signedUp = page.getByText('Sign up successful! Please check your email to confirm your account.');
  await expect(signedUp).toBeVisible();

  // Signing in before confirming is refused (403, which the browser logs): the refusal stands alone.
  browserErrors.expectFailedRequest('/api/auth/sign-in/email', 403);
  await page.getByLabel(/^Password/).fill(`password-${token}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm your email before signing in.');
  await expect(signedUp).toBeHidden();

  // So does a form that fails its own checks.
  await page.getByLabel(/^Password/).fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).not.toHaveText('Please confirm your email before signing in.');
});

test('the skip link comes first, and each navigation takes focus to the new page’s heading @mobile', async ({
  page,
  market,
}) => {
  const token = uniqueToken();
  const seller = await market.seller();
  const gear = await market.category(`Gear ${token}`, [`Lamps ${token}`]);
  const lamp = await market.product(seller, {
    name: `Desk Lamp ${token}`,
    subcategoryId: gear.subcategories[0]?.id,
  });

  await page.goto('/shop');
  const shopHeading = page.getByRole('heading', { level: 1, name: 'Shop' });
  await expect(shopHeading).toBeVisible();
  // The first load leaves focus where the browser puts it.
  await expect(shopHeading).not.toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(shopHeading).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('searchbox', { name: 'Search products' }).fill(lamp.name);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await page.getByRole('link', { name: lamp.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: lamp.name })).toBeFocused();

  await page.getByRole('button', { name: 'Categories' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  await sidebar.getByRole('button', { name: gear.name }).click();
  await sidebar.getByRole('link', { name: `Lamps ${token}` }).click();
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Lamps ${token}` })).toBeFocused();

  // A sort is no new page: focus stays on the control.
  const sort = page.getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('Price: low to high');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(sort).toBeFocused();

  await page.getByRole('link', { name: 'Campus Market home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Market' })).toBeFocused();
});

test('a search that finds nothing suggests the close word and the close subcategory, which lead to products @mobile', async ({
  page,
  market,
}) => {
  const word = uniqueWord('zor');
  const kind = uniqueWord('qua');
  const seller = await market.seller();
  const gear = await market.category(`Gear ${uniqueToken()}`, [`${kind[0]?.toUpperCase()}${kind.slice(1)}s`]);
  const subcategory = gear.subcategories[0];
  const calculator = await market.product(seller, { name: `Refurbished ${word} graphing calculator` });
  // Two different neighbouring letters swapped: a typo the score of SPEC section 5 alone does not forgive here.
  const at = [...word].findIndex(
    (letter, index) => index >= 4 && index < word.length - 1 && letter !== word[index + 1],
  );
  const typo = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;

  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(typo);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('No Items Found')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByText('Did you mean')).toBeVisible();
  await expectAccessible(page, 'the suggestions');
  await suggestions.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL(`/shop?q=${word}`);
  await expect(page.getByRole('article', { name: calculator.name })).toBeVisible();
  await expect(page.getByText('No Items Found')).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search products' }).fill(kind);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('No Items Found')).toBeVisible();
  await suggestions.getByRole('link', { name: `${subcategory?.name} in ${gear.name}` }).click();
  await expect(page).toHaveURL(`/shop/${subcategory?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: subcategory?.name })).toBeVisible();

  // Nothing close: once the answer is in, no suggestions at all.
  const answered = page.waitForResponse((response) => response.url().includes('/api/search/suggestions'));
  await page.getByRole('searchbox', { name: 'Search products' }).fill(uniqueWord('xx'));
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('No Items Found')).toBeVisible();
  expect(await (await answered).json()).toEqual({ queries: [], subcategories: [] });
  await expect(suggestions).toHaveCount(0);
});
