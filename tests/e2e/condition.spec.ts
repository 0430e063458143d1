import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a seller lists a product as like new and negotiable, and a student finds it by its condition and price @mobile', async ({
  page,
  market,
}) => {
  const lamps = await market.category('Lamps', ['Reading lamps']);
  const readingLamps = lamps.subcategories[0]?.id;
  const seller = await market.seller();
  const name = `Reading Lamp ${uniqueToken()}`;
  // Beside it in the listing: the same kind of lamp, new, and a cheap one in good condition.
  const brandNew = await market.product(seller, {
    subcategoryId: readingLamps,
    price: 1200,
    condition: 'new',
  });
  const cheap = await market.product(seller, {
    subcategoryId: readingLamps,
    price: 150,
    condition: 'like_new',
  });

  await signInThroughApi(page.request, seller);
  await page.goto('/add-product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please choose a condition.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Price' }).fill('800');
  await page.getByRole('textbox', { name: 'Stock' }).fill('2');
  await choose(page, 'Condition', 'Like new');
  await page.getByRole('checkbox', { name: 'Price is negotiable' }).check();
  await choose(page, 'Category', lamps.name);
  await choose(page, 'Subcategory', 'Reading lamps');
  await page.getByRole('textbox', { name: 'Description' }).fill('A warm light for late reading.');
  await page.getByRole('textbox', { name: 'Details' }).fill('Bulb included.');
  await page.getByRole('tab', { name: 'Specs' }).click();
  await page.getByRole('textbox', { name: 'Specs' }).fill('| Power | 5 W |\n| --- | --- |');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully!')).toBeVisible();

  // The administrator approves it; the seller's form shows what was saved.
  const listed = await page.request.get('/api/seller/products');
  const { products } = (await listed.json()) as { products: { id: number; name: string }[] };
  const id = products.find((product) => product.name === name)?.id;
  expect(id).toBeDefined();
  expect((await (await market.admin()).post(`/api/admin/products/${id}/approve`)).ok()).toBe(true);
  await page.goto(`/update-product/${id}`);
  await expect(page.getByRole('combobox', { name: 'Condition', exact: true })).toHaveValue('Like new');
  await expect(page.getByRole('checkbox', { name: 'Price is negotiable' })).toBeChecked();

  const student = await market.account('student');
  await switchAccount(page, student);
  await page.goto(`/shop/${readingLamps}`);
  await expect(page.getByText('3 items')).toBeVisible();
  // Folded until a filter is on.
  await expect(page.getByRole('checkbox', { name: 'Like new' })).toBeHidden();
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Like new' }).check();
  await page.getByRole('spinbutton', { name: 'Min price' }).fill('500');
  await page.getByRole('spinbutton', { name: 'Max price' }).fill('1000');
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?condition=like_new&min=500&max=1000&inStock=1$/);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Like new')).toBeVisible();
  await expect(card.getByText('Negotiable')).toBeVisible();
  await expect(page.getByRole('article', { name: brandNew.name })).toHaveCount(0);
  await expect(page.getByRole('article', { name: cheap.name })).toHaveCount(0);
  await expectAccessible(page, 'the shop with its filters');

  // The search narrows the same way.
  await page.goto(`/shop?q=${encodeURIComponent(name)}&condition=new`);
  await expect(page.getByText('No Items Found')).toBeVisible();
  await page.goto(`/shop?q=${encodeURIComponent(name)}&condition=like_new&max=1000`);
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  // The search's own heading holds the name too (“…”): the item page is the one at its address.
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByText('Like new')).toBeVisible();
  await expect(page.getByText('Negotiable')).toBeVisible();
  await expectAccessible(page, 'the item page with its condition');

  // Cleared, the listing has every lamp again.
  await page.goto(`/shop/${readingLamps}?condition=like_new`);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${readingLamps}$`));
  await expect(page.getByText('3 items')).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor filters a listing and a search with the form the server answers, and sorts within them @mobile', async ({
    page,
    market,
  }) => {
    const kettles = await market.category('Kettles', ['Electric kettles']);
    const electric = kettles.subcategories[0]?.id;
    const seller = await market.seller();
    const token = uniqueToken();
    const fair = await market.product(seller, {
      name: `Kettle fair ${token}`,
      subcategoryId: electric,
      price: 400,
      condition: 'fair',
    });
    const parts = await market.product(seller, {
      name: `Kettle parts ${token}`,
      subcategoryId: electric,
      price: 100,
      condition: 'for_parts',
    });
    const dear = await market.product(seller, {
      name: `Kettle dear ${token}`,
      subcategoryId: electric,
      price: 3000,
      condition: 'fair',
    });

    await page.goto(`/shop/${electric}`);
    await expect(page.getByText('3 items')).toBeVisible();
    await expect(page.getByRole('article', { name: parts.name }).getByText('For parts')).toBeVisible();
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Fair' }).check();
    await page.getByRole('checkbox', { name: 'For parts' }).check();
    await page.getByRole('spinbutton', { name: 'Max price' }).fill('1000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The browser sends the boxes as repeated parameters and the empty lowest price too: the server reads them.
    await expect(page).toHaveURL(/condition=fair&condition=for_parts&min=&max=1000/);
    await expect(page.getByText('2 items')).toBeVisible();
    await expect(page.getByRole('article', { name: dear.name })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Fair' })).toBeChecked();

    // The order keeps the filters.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByText('2 items')).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(parts.name);
    await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(fair.name);

    // A search keeps its text when filtered.
    await page.goto(`/shop?q=${encodeURIComponent(`Kettle ${token}`)}`);
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'For parts' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // (Its results come with the script: a search is not drawn by the server.)
    await expect(page).toHaveURL(/q=Kettle[^&]*&condition=for_parts&min=&max=$/);
    await expect(page.getByRole('checkbox', { name: 'For parts' })).toBeChecked();
  });
});
