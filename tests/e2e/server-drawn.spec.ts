import { expect, test } from './fixtures/market-test';
import { hold, pageCode } from './support/hold-requests';
import { signInThroughApi } from './support/sign-in-through-api';

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses from the home page to an item and reads it @mobile', async ({ page, market }) => {
    const lamps = await market.category('Lamps', ['Desk lamps']);
    const deskLamps = lamps.subcategories[0]?.id;
    const seller = await market.seller();
    const product = await market.product(seller, {
      price: 640,
      stock: 3,
      pictures: 1,
      subcategoryId: deskLamps,
      description: 'A desk lamp with a warm bulb.',
      detail: 'A **sturdy** arm that holds its place.',
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Market' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    const firstCard = page.getByRole('article').first();
    const name = (await firstCard.getByRole('link').first().textContent()) ?? '';
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/item\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A shared link to the product: its name, price, stock, picture and details are all in the page.
    await page.goto(`/item/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('TK 640.00').first()).toBeVisible();
    await expect(page.getByText('3 in stock')).toBeVisible();
    await expect(page.getByText('A desk lamp with a warm bulb.')).toBeVisible();
    // The details, written in markdown, drawn as the script would.
    await expect(
      page.getByRole('tabpanel', { name: 'Details' }).getByText('sturdy', { exact: true }),
    ).toBeVisible();
    const picture = page.getByRole('img', { name: product.name });
    await expect(picture).toHaveAttribute('srcset', /\/images\/main\/\S+ 800w/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Its subcategory, by the breadcrumb: the first row's pictures lead.
    await page.getByRole('link', { name: 'Desk lamps' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${deskLamps}$`));
    const card = page.getByRole('article', { name: product.name });
    await expect(card.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});

test('the script takes over the page the server drew without drawing it again differently @mobile', async ({
  page,
  market,
}) => {
  const seller = await market.seller();
  const product = await market.product(seller, { price: 275, pictures: 1 });
  const drawn = await (await page.request.get(`/item/${product.id}`)).text();
  expect(drawn).toContain(`>${product.name}</h1>`);
  expect(drawn).toContain('TK 275.00');

  // A name written to break out of the page is drawn as text.
  const hostile = await market.product(seller, { name: `</h1><script>alert(1)</script> ${product.name}` });
  const drawnHostile = await (await page.request.get(`/item/${hostile.id}`)).text();
  expect(drawnHostile).toContain(`&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; ${product.name}</h1>`);
  expect(drawnHostile).not.toContain('<script>alert(1)');

  // A hydration mismatch is a console error, which fails any journey (fixtures/market-test.ts).
  await page.goto(`/item/${product.id}`);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
});

test("a seller's own item page whose code arrives after the session is taken over as drawn, then shown as theirs", async ({
  page,
  market,
}) => {
  const seller = await market.seller();
  const product = await market.product(seller, { pictures: 1 });
  await signInThroughApi(page.request, seller);
  // The session is known before the page's own code arrives: the part it draws still starts as the server drew it.
  const release = await hold(page, pageCode('item-page'));
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await page.goto(`/item/${product.id}`, { waitUntil: 'commit' });
  await session;
  release();

  await expect(page.getByText('You cannot review your own product.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message Seller' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
