import type { Page } from '@playwright/test';
import type { Category } from '../../src/domain/category';
import { expect, test } from './fixtures/market-test';
import { deliver, review } from './fixtures/orders';
import { itemAddToCart } from './support/item-add-to-cart';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

/** Opens `subcategory` of `category` from the header's sidebar. */
async function openSubcategory(page: Page, category: Category, subcategory: string) {
  await page.getByRole('button', { name: 'Categories' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  await sidebar.getByRole('button', { name: category.name }).click();
  await expect(sidebar.getByRole('button', { name: 'Back' })).toBeFocused();
  await sidebar.getByRole('link', { name: subcategory }).click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subcategory })).toBeVisible();
  await expect(page).toHaveTitle(`${subcategory} · Campus Market`);
}

test('a buyer browses a category, reads a product they received and reviews it @mobile', async ({
  page,
  market,
}, testInfo) => {
  const books = await market.category('Books', ['Exam Guides', 'Textbooks']);
  const textbooks = books.subcategories.find((sub) => sub.name === 'Textbooks')?.id;
  const [seller, buyer, otherBuyer] = await Promise.all([
    market.seller(),
    market.account('buyer'),
    market.account('reader'),
  ]);
  const [physics, calculus, algorithms] = await Promise.all([
    market.product(seller, { name: `Physics ${books.name}`, price: 900, subcategoryId: textbooks }),
    market.product(seller, {
      name: `Calculus ${books.name}`,
      price: 1200,
      subcategoryId: textbooks,
      pictures: 2,
      specs: `| Property | Value |\n| --- | --- |\n| Category | ${books.name} |`,
    }),
    market.product(seller, { name: `Algorithms ${books.name}`, price: 2500, subcategoryId: textbooks }),
  ]);
  // On a phone the buyer writes their first review; on a desktop they change the five stars they gave
  // (a buyer reviews a product once, then edits that review). Reviews list newest first.
  const mobile = testInfo.project.name === 'mobile';
  await Promise.all(
    [otherBuyer, buyer].map((person) => deliver(person, seller, [{ product: calculus, quantity: 1 }])),
  );
  await review(otherBuyer, calculus, mobile ? 5 : 4, 'Arrived on time.');
  const earlierReview = 'Clean pages, no highlighting. Saved me a fortune.';
  if (!mobile) await review(buyer, calculus, 5, earlierReview);
  const before = mobile ? ['5.0', '(1 review)'] : ['4.5', '(2 reviews)'];
  const after = mobile ? ['4.0', '(2 reviews)'] : ['3.5', '(2 reviews)'];
  const submit = mobile ? 'Submit Review' : 'Update Review';
  const comment = 'Exactly as described, picked it up at the library.';

  await signInThroughApi(page.request, buyer);
  await page.goto('/shop');
  await openSubcategory(page, books, 'Textbooks');

  const cards = page.getByRole('article');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAccessibleName(physics.name);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cards.first()).toHaveAccessibleName(algorithms.name);
  await expect(page).toHaveURL(/sort=price-desc/);

  const product = calculus.name;
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
  await expect(specs.getByRole('cell', { name: books.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(0);

  if (!mobile) await expect(page.getByLabel('Your review')).toHaveValue(earlierReview);
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
  await expect(reviews.first()).toContainText(buyer.name);
  await expect(reviews.first().getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  for (const text of after) await expect(rating).toContainText(text);
  await expect(reviews.filter({ hasText: buyer.name })).toHaveCount(1);
  // What they wrote stays in the form, to edit again.
  await expect(page.getByLabel('Your review')).toHaveValue(comment);
  await expect(page.getByRole('button', { name: 'Update Review' })).toBeVisible();
});

test('the category sidebar works from the keyboard', async ({ page, market }) => {
  const books = await market.category('Books', ['Exam Guides', 'Textbooks']);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Categories' }).focus();
  await page.keyboard.press('Enter');
  const sidebar = page.getByRole('dialog', { name: 'Categories' });
  const category = sidebar.getByRole('button', { name: books.name });
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(category).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(sidebar.getByRole('link', { name: 'Exam Guides' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The sidebar closes with an animation, naming the category until it is gone.
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Guides' })).toBeVisible();
  await expect(page.getByRole('main').getByText(books.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
});

test('the header search needs text and opens the results on the shop', async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveTitle('Shop · Campus Market');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop$/);
  await search.fill('  calculus  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?q=calculus$/);
  await expect(page.getByRole('heading', { level: 1, name: '“calculus”' })).toBeVisible();
  await expect(page).toHaveTitle('calculus · Campus Market');
  // The tab follows the person to a page that names itself from the shared table, not the search before.
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveTitle('Login · Campus Market');
});

test('a visitor reads reviews but must log in to write one; a hidden product is not found', async ({
  page,
  market,
  browserErrors,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const laptop = await market.product(seller);
  await deliver(buyer, seller, [{ product: laptop, quantity: 1 }]);
  await review(buyer, laptop, 4, 'Battery still lasts a full day of classes.');
  const pending = await market.product(seller, { approved: false });

  await page.goto(`/shop?q=${encodeURIComponent(laptop.name)}`);
  await page.getByRole('article', { name: laptop.name }).getByRole('link', { name: laptop.name }).click();
  await expect(page.getByRole('list', { name: 'Reviews' })).toContainText(
    'Battery still lasts a full day of classes.',
  );
  await expect(page.getByText('You must be logged in to leave a review.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  // Both the page and the product are answered 404, and the browser logs each.
  browserErrors.expectFailedRequest(`/item/${pending.id}`, 404);
  browserErrors.expectFailedRequest(`/api/products/${pending.id}`, 404);
  await page.goto(`/item/${pending.id}`);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('only buyers who received a product are offered the review form', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  await signInThroughApi(page.request, buyer);
  await page.goto(`/item/${product.id}`);
  await expect(page.getByText('Only buyers who received this product can review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  await switchAccount(page, seller);
  await page.goto(`/item/${product.id}`);
  await expect(page.getByText('You cannot review your own product.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);
});

test('the product page adds an active product in stock to the cart', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller);
  await signInThroughApi(page.request, buyer);
  await page.goto(`/item/${product.id}`);
  await itemAddToCart(page).click();
  await expect(page.getByText('Item added to cart successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test("the product page shows Add to Cart disabled to the product's own seller", async ({ page, market }) => {
  const seller = await market.seller();
  const product = await market.product(seller);
  await signInThroughApi(page.request, seller);
  await page.goto(`/item/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(itemAddToCart(page)).toBeDisabled();
});
