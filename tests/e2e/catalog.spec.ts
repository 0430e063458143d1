import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { signInThroughApi } from './support/sign-in-through-api';

async function signInAsBuyer(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'buyer@campus.test', password: 'campus123' },
  });
  expect(response.ok()).toBe(true);
}

async function openTextbooks(page: Page) {
  await page.getByRole('button', { name: 'Categories' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  await sidebar.getByRole('button', { name: /^Books/ }).click();
  await expect(sidebar.getByRole('button', { name: 'Back' })).toBeFocused();
  await sidebar.getByRole('link', { name: 'Textbooks' }).click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Textbooks' })).toBeVisible();
  await expect(page).toHaveTitle('Textbooks · Campus Market');
}

test('a buyer browses a category, reads a product they received and reviews it @mobile', async ({
  page,
}, testInfo) => {
  const consoleErrors = collectConsoleErrors(page);
  // Each project reviews its own product so that the expected averages do not depend on the run order. The
  // demo buyer received both: on a phone they write their first review of one, on a desktop they change the
  // five stars they gave the other (a buyer reviews a product once, then edits that review).
  const mobile = testInfo.project.name === 'mobile';
  const product = mobile ? 'Introduction to Algorithms' : 'Calculus: Early Transcendentals';
  const before = mobile ? ['5.0', '(1 review)'] : ['4.5', '(2 reviews)'];
  const after = mobile ? ['4.0', '(2 reviews)'] : ['3.5', '(2 reviews)'];
  const submit = mobile ? 'Submit Review' : 'Update Review';
  const comment = `Exactly as described, picked it up at the library (${testInfo.project.name}).`;

  await signInAsBuyer(page);
  await page.goto('/shop');
  await openTextbooks(page);

  const cards = page.getByRole('article');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(cards.first()).toHaveAccessibleName('Physics for Scientists');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cards.first()).toHaveAccessibleName('Introduction to Algorithms');
  await expect(page).toHaveURL(/sort=price-desc/);

  await page.getByRole('article', { name: product }).getByRole('link', { name: product }).click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page).toHaveTitle(`${product} · Campus Market`);
  const rating = page.getByRole('group', { name: /^Rated/ });
  for (const text of before) await expect(rating).toContainText(text);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  const main = page.getByRole('img', { name: product });
  await expect(main).toHaveAttribute('src', /^\/images\/full\//);
  if (!mobile) {
    await expect(
      page
        .getByRole('button', { name: /^Show picture/ })
        .first()
        .locator('img'),
    ).toHaveAttribute('src', /^\/images\/thumb\//);
    await page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    await expect(main).toHaveAttribute('src', /-2-[^/]+\.webp$/);
  }

  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Pick up at the central library');
  await page.getByRole('tab', { name: 'Specs' }).click();
  const specs = page.getByRole('tabpanel').getByRole('table');
  await expect(specs.getByRole('columnheader', { name: 'Property' })).toBeVisible();
  await expect(specs.getByRole('cell', { name: 'Books' })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(0);

  if (!mobile)
    await expect(page.getByLabel('Your review')).toHaveValue(
      'Clean pages, no highlighting. Saved me a fortune.',
    );
  await page.getByLabel('Your review').fill('');
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByText('Please write something before submitting.')).toBeVisible();
  await page.getByLabel('Your review').fill(`  ${comment}  `);
  // The stars are a radio group: from the default five, two steps left choose three.
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.getByRole('button', { name: submit }).click();

  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews.first()).toContainText(comment);
  await expect(reviews.first()).toContainText('Nusrat Jahan');
  await expect(reviews.first().getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  for (const text of after) await expect(rating).toContainText(text);
  await expect(reviews.filter({ hasText: 'Nusrat Jahan' })).toHaveCount(1);
  // What they wrote stays in the form, to edit again.
  await expect(page.getByLabel('Your review')).toHaveValue(comment);
  await expect(page.getByRole('button', { name: 'Update Review' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the category sidebar works from the keyboard', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Categories' }).focus();
  await page.keyboard.press('Enter');
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  const books = sidebar.getByRole('button', { name: /^Books/ });
  await books.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(books).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(sidebar.getByRole('link', { name: 'Exam Guides' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Guides' })).toBeVisible();
  await expect(page.getByText('Books', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
});

test('the header search needs text and opens the results on the shop', async ({ page }) => {
  await page.goto('/shop');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop$/);
  await search.fill('  calculus  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=calculus$/);
  await expect(page.getByRole('heading', { level: 1, name: '“calculus”' })).toBeVisible();
});

test('a visitor reads reviews but must log in to write one; a hidden product is not found', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('article', { name: 'Lenovo ThinkPad T480' }).getByRole('link').last().click();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText(
    'Battery still lasts a full day of classes.',
  );
  await expect(page.getByText('You must be logged in to leave a review.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  await page.goto('/item/999999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('only buyers who received a product are offered the review form', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const id = await productIdByName(page, 'Lenovo ThinkPad T480');
  await signInThroughApi(page.request, 'buyer2@campus.test');
  await page.goto(`/item/${id}`);
  await expect(page.getByText('Only buyers who received this product can review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInThroughApi(page.request, 'seller2@campus.test');
  await page.goto(`/item/${id}`);
  await expect(page.getByText('You cannot review your own product.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

async function productIdByName(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`/api/search?q=${encodeURIComponent(name)}`);
  const found = (await response.json()).items.find((item: { name: string }) => item.name === name);
  expect(found, name).toBeTruthy();
  return found.id;
}

test('the product page adds an active product in stock to the cart', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const id = await productIdByName(page, 'Wireless Mouse');
  await signInThroughApi(page.request, 'buyer2@campus.test');
  await page.goto(`/item/${id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await page.request.delete(`/api/cart/items/${id}`);
  expect(consoleErrors).toEqual([]);
});

test("the product page shows Add to Cart disabled to the product's own seller", async ({ page }) => {
  const id = await productIdByName(page, 'Wireless Mouse');
  await signInThroughApi(page.request, 'seller@campus.test');
  await page.goto(`/item/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wireless Mouse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
