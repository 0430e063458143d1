import { PRODUCT_PAGE_SIZE } from '../../src/domain/limits';
import { expect, test } from './fixtures/market-test';
import { hold, pageCode } from './support/hold-requests';
import { itemAddToCart } from './support/item-add-to-cart';
import { signInThroughApi } from './support/sign-in-through-api';
import { expectTakenOver } from './support/taken-over';

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

  test("a visitor finds the categories, sorts and pages a listing, and opens an item's specs @mobile", async ({
    page,
    market,
  }) => {
    const kind = await market.category('Bikes', ['City bikes']);
    const cityBikes = kind.subcategories[0]?.id;
    const seller = await market.seller();
    // One more than a page: the listing has two.
    const listed = [];
    for (let n = 0; n < PRODUCT_PAGE_SIZE + 1; n++)
      listed.push(await market.product(seller, { price: 1000 + n * 10, subcategoryId: cityBikes }));
    const [cheapest, dearest] = [listed[0], listed[listed.length - 1]];
    if (!cheapest || !dearest) throw new Error('no products');

    await page.goto(`/item/${cheapest.id}`);
    await page.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await page.getByRole('region', { name: kind.name }).getByRole('link', { name: 'City bikes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'City bikes' })).toBeVisible();
    await expect(page.getByText(`${PRODUCT_PAGE_SIZE + 1} items`)).toBeVisible();

    // Newest first, then by price with the form's own button.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(dearest.name);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(cheapest.name);

    await page.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveAccessibleName(dearest.name);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(page.getByRole('article')).toHaveCount(PRODUCT_PAGE_SIZE);

    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: cheapest.name })).toBeVisible();
    await page.getByRole('tab', { name: 'Specs' }).click();
    await expect(page).toHaveURL(/\?tab=specs$/);
    await expect(page.getByRole('tab', { name: 'Specs' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Specs' }).getByRole('cell', { name: 'Good' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText(
      'Pick up at the central library.',
    );
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

  // A name and details written to break out of the page are drawn as text; the details' links lose unsafe schemes.
  const hostile = await market.product(seller, {
    name: `</h1><script>alert(1)</script> ${product.name}`,
    detail: 'Mint <script>alert(2)</script><img src=x onerror="alert(3)"> [manual](javascript:alert(4))',
  });
  const drawnHostile = await (await page.request.get(`/item/${hostile.id}`)).text();
  expect(drawnHostile).toContain(`&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; ${product.name}</h1>`);
  expect(drawnHostile).not.toMatch(/<script>alert|<img src=x|onerror=|javascript:alert/);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/item/${hostile.id}`);
  await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText('Mint');
  await expect(page.getByRole('link', { name: 'manual' })).not.toHaveAttribute('href', /javascript:/);
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  expect(dialogs).toEqual([]);
  // Odd addresses of the drawn pages are read as the defaults, never written back into the page.
  for (const odd of [
    `/item/${product.id}?tab=<script>x</script>`,
    '/shop?sort=<script>x</script>&page=-9e99',
  ]) {
    const answer = await page.request.get(odd);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain('<script>x');
  }

  // A hydration mismatch is a console error, which fails any journey (fixtures/market-test.ts).
  await page.goto(`/item/${product.id}`);
  await expect(itemAddToCart(page)).toBeEnabled();
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
  await expect(itemAddToCart(page)).toBeDisabled();
});

test('a sort chosen before the script has taken over is applied when it does', async ({ page, market }) => {
  const kind = await market.category('Kettles', ['Electric kettles']);
  const kettles = kind.subcategories[0]?.id;
  const seller = await market.seller();
  const cheap = await market.product(seller, { price: 300, subcategoryId: kettles });
  const dear = await market.product(seller, { price: 900, subcategoryId: kettles });

  const release = await hold(page, pageCode('shop-page'));
  await page.goto(`/shop/${kettles}`, { waitUntil: 'commit' });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(dear.name);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
  release();

  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(cheap.name);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  // With the script, a tab opens in place and the address names it.
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Specs' }).click();
  await expect(page).toHaveURL(/\?tab=specs$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Specs' }).getByRole('cell', { name: 'Good' }),
  ).toBeVisible();
});

test('filters opened and ticked before the script has taken over stay so, and apply in place', async ({
  page,
  market,
}) => {
  const kind = await market.category('Kettles', ['Electric kettles']);
  const kettles = kind.subcategories[0]?.id;
  const seller = await market.seller();
  const fair = await market.product(seller, { subcategoryId: kettles, condition: 'fair' });
  const brandNew = await market.product(seller, { subcategoryId: kettles, condition: 'new' });

  const releasePage = await hold(page, pageCode('shop-page'));
  const releaseFilters = await hold(page, pageCode('shop-filters-form'));
  await page.goto(`/shop/${kettles}`, { waitUntil: 'commit' });
  await page.getByText('Filters', { exact: true }).click();
  const fairBox = page.getByRole('checkbox', { name: 'Fair' });
  await fairBox.check();

  releasePage();
  releaseFilters();
  await expectTakenOver(page.getByRole('form', { name: 'Filters' }));
  await expect(fairBox).toBeVisible();
  await expect(fairBox).toBeChecked();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // In place: the form the browser sends would also carry the empty price boxes.
  await expect(page).toHaveURL(/\?condition=fair$/);
  await expect(page.getByRole('article', { name: fair.name })).toBeVisible();
  await expect(page.getByRole('article', { name: brandNew.name })).toHaveCount(0);
  await expect(fairBox).toBeChecked();
});
