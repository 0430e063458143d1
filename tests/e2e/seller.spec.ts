import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/market-test';
import { buy, deliveryDetails, placeOrder } from './fixtures/orders';
import { picture } from './fixtures/pictures';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { myOrder, refundShown } from './support/my-order';
import { pickFiles, pictureAt } from './support/product-pictures';
import { signInThroughApi, switchAccount } from './support/sign-in-through-api';

/** A 1 × 1 BMP, built by hand: a format browsers draw but the shop does not take. */
function tinyBitmap() {
  const file = Buffer.alloc(58);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(58, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(1, 18);
  file.writeInt32LE(1, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(4, 34);
  file.set([0x33, 0x66, 0xcc], 54);
  return file;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a seller lists a product, toggles a status and ships a paid order', async ({
  page,
  market,
  browserErrors,
}) => {
  const name = `Desk Lamp ${uniqueToken()}`;
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  // The new product stays pending until the administrator approves it; an approved one shows the toggle.
  const graphPaper = await market.product(seller, { name: `Graph Paper Pad ${uniqueToken()}`, price: 120 });
  await signInThroughApi(page.request, seller);

  await page.goto('/seller');
  await expect(page.getByRole('region', { name: 'Rating' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Sales' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Amount' })).toContainText('TK');
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/seller\/products$/);
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/add-product$/);

  // Everything is required: an empty form says what is missing and saves nothing.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please enter the product name.')).toBeVisible();
  await expect(page.getByText('Please choose a category.')).toBeVisible();
  await expect(page.getByText('Please choose a condition.')).toBeVisible();

  await pickFiles(page, [await picture('blue.png', '#1c7ed6'), await picture('green.png', '#2b8a3e')]);
  await expect(page.getByRole('listitem', { name: 'Picture 1 of 2, main picture' })).toBeVisible();
  const pictureSrc = (position: number) => pictureAt(page, position);
  const [blue, green] = [await pictureSrc(1).getAttribute('src'), await pictureSrc(2).getAttribute('src')];
  await page.getByRole('button', { name: 'Move picture 2 left' }).click();
  await expect(pictureSrc(1)).toHaveAttribute('src', green ?? '');
  // Dragging does the same with a mouse (a finger and the keyboard: picture-strip.spec.ts).
  await page
    .getByRole('listitem', { name: /^Picture 2 of/ })
    .dragTo(page.getByRole('listitem', { name: /^Picture 1 of/ }), { steps: 10 });
  await expect(pictureSrc(1)).toHaveAttribute('src', blue ?? '');
  await page.getByRole('button', { name: 'Move picture 1 right' }).click();
  await expect(pictureSrc(1)).toHaveAttribute('src', green ?? '');
  await pickFiles(page, [await picture('red.png', '#e03131')]);
  await page.getByRole('button', { name: 'Delete picture 3' }).click();
  await pickFiles(page, [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
  ]);
  await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Picture \d of 2/ })).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Price' }).fill('950');
  await page.getByRole('textbox', { name: 'Stock' }).fill('4');
  await choose(page, 'Condition', 'Good');
  await choose(page, 'Category', 'Furniture');
  await choose(page, 'Subcategory', 'Desks');
  await page.getByRole('textbox', { name: 'Description' }).fill('A warm reading lamp.');
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill('## Condition\n\n- Bulb included\n- No scratches');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Details preview' });
  await expect(preview.getByRole('heading', { name: 'Condition' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Specs' }).click();
  await page
    .getByRole('textbox', { name: 'Specs' })
    .fill('| Power | 5 W |\n| --- | --- |\n| Colour | White |');
  await expectAccessible(page, 'the product form');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText('Product added successfully!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('listitem', { name: /^Picture/ })).toHaveCount(0);

  await page.goto('/seller/products');
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('TK 950.00')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Mark/ })).toHaveCount(0);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/images\/thumb\//);
  await expectAccessible(page, 'My Products');

  // Editing keeps it pending and goes back to My Products.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/update-product\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.getByRole('listitem', { name: /^Picture \d of 2/ })).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Price' }).fill('900');
  // A PNG by name and type that is really a bitmap: the browser shows it, the server reads the bytes and refuses it
  // (400, which the browser logs).
  const productId = new URL(page.url()).pathname.split('/').at(-1);
  browserErrors.expectFailedRequest(`/api/seller/products/${productId}/images`, 400);
  await pickFiles(page, [{ name: 'bitmap.png', mimeType: 'image/png', buffer: tinyBitmap() }]);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(page.getByText('Some images failed to upload:')).toBeVisible();
  await expect(
    page.getByText('bitmap.png: Please select a valid image file (JPEG, PNG, GIF, or WebP)'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products$/);
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  await expect(row.getByText('TK 900.00')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search products' }).fill('no such thing at all');
  await expect(page.getByText('No products match your search.')).toBeVisible();

  // An approved product toggles out of stock and back, each after the spec's question.
  await page.getByRole('textbox', { name: 'Search products' }).fill(graphPaper.name);
  const paperRow = page.getByRole('row').filter({ hasText: graphPaper.name });
  await paperRow.getByRole('button', { name: `Mark Out of Stock: ${graphPaper.name}` }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question.getByText('Are you sure you want to mark as out of stock?')).toBeVisible();
  await question.getByRole('button', { name: 'Mark Out of Stock' }).click();
  await expect(question).toBeHidden();
  await expect(paperRow.getByText('Out of stock')).toBeVisible();
  await paperRow.getByRole('button', { name: `Mark Available: ${graphPaper.name}` }).click();
  await expect(question.getByText('Are you sure you want to mark as available?')).toBeVisible();
  await question.getByRole('button', { name: 'Mark Available' }).click();
  await expect(paperRow.getByText('Active')).toBeVisible();

  const { id: orderId } = await buy(buyer.request, [{ product: graphPaper, quantity: 2 }]);

  await page.goto('/seller');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/seller\/sellerOrder$/);
  const line = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(line).toContainText(graphPaper.name);
  await expect(line).toContainText('TK 240.00');
  await expect(line).toContainText(deliveryDetails.address);
  await expect(line).toContainText(deliveryDetails.phone);
  await expectAccessible(page, 'Seller orders');
  // The status is a badge; the action beside it says what it does.
  await expect(line.getByText('Pending', { exact: true })).toBeVisible();
  await line.getByRole('button', { name: 'Mark as On the Way' }).click();
  await expect(line.getByText('On the Way', { exact: true })).toBeVisible();
  await expect(line.getByRole('button', { name: 'Mark as On the Way' })).toHaveCount(0);
});

test("a seller's open form keeps what buyers reserved meanwhile, and a rename waits for approval", async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { name: `Tennis Ball Pack ${uniqueToken()}`, stock: 10 });
  const { id, name: balls } = product;
  await signInThroughApi(page.request, seller);
  const stockNow = async () => (await (await page.request.get(`/api/seller/products/${id}`)).json()).stock;

  await page.goto(`/update-product/${id}`);
  await expect(page.getByRole('textbox', { name: 'Stock' })).toHaveValue('10');
  // A buyer reserves 4 while the form is open; the seller then adds 2 to what the form showed.
  await placeOrder(buyer.request, [{ product, quantity: 4 }]);
  await page.getByRole('textbox', { name: 'Stock' }).fill('12');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(page.getByText('Orders changed the stock while you were editing: it is now 8.')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products$/);
  expect(await stockNow()).toBe(8);
  await page.getByRole('textbox', { name: 'Search products' }).fill(balls);
  const row = page.getByRole('row').filter({ hasText: balls });
  await expect(row.getByText('Active')).toBeVisible();

  // Renaming changes what the administrator approved: the product waits for approval again.
  await row.getByRole('link', { name: `Edit ${balls}` }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${balls} (6 balls)`);
  await page.getByRole('button', { name: 'Update Product' }).click();
  // Shown beside 'Product updated successfully!' (the first save's may still be on screen too).
  await expect(
    page.getByText('Your changes will be visible once an administrator approves them.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Search products' }).fill(balls);
  await expect(row.getByText('Pending')).toBeVisible();
  expect(await stockNow()).toBe(8);
});

test('the seller pages fit a phone, shipping included @mobile', async ({ page, market }) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const graphPaper = await market.product(seller, { name: `Graph Paper Pad ${uniqueToken()}` });
  await signInThroughApi(page.request, seller);
  for (const [path, landmark] of [
    ['/seller', 'Products'],
    ['/seller/products', 'Add Product'],
    ['/add-product', 'Add picture'],
    ['/seller/sellerOrder', 'Seller orders'],
  ] as const) {
    await page.goto(path);
    await expect(
      page
        .getByRole('link', { name: landmark })
        .or(page.getByRole('button', { name: landmark }))
        .or(page.getByRole('heading', { name: landmark })),
    ).toBeVisible();
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
  }
  // A phone shows each product as a card (a table row on wider screens), its actions in reach.
  await page.goto('/seller/products');
  await page.getByRole('textbox', { name: 'Search products' }).fill(graphPaper.name);
  const product = page
    .getByRole('article', { name: graphPaper.name })
    .or(page.getByRole('row').filter({ hasText: graphPaper.name }));
  await expect(product.getByRole('link', { name: `Edit ${graphPaper.name}` })).toBeInViewport({ ratio: 1 });
  await expect(product.getByRole('button', { name: `Mark Out of Stock: ${graphPaper.name}` })).toBeInViewport(
    { ratio: 1 },
  );
  await expectAccessible(page, 'My Products');

  const { id: orderId } = await buy(buyer.request, [{ product: graphPaper, quantity: 1 }]);
  await page.goto('/seller/sellerOrder');
  const line = page
    .getByRole('article', { name: `Order #${orderId}: ${graphPaper.name}` })
    .or(page.getByRole('row').filter({ hasText: `#${orderId}` }));
  await expect(line).toContainText(deliveryDetails.address);
  await expectAccessible(page, 'Seller orders');
  await line.getByRole('button', { name: 'Mark as On the Way' }).click();
  await expect(line.getByText('On the Way', { exact: true })).toBeVisible();
});

test('someone who is not a seller is pointed to the application', async ({ page, market }) => {
  await signInThroughApi(page.request, await market.account());
  await page.goto('/seller/products');
  await expect(page.getByText('You are not a seller')).toBeVisible();
  await page.getByRole('link', { name: 'Apply as Seller' }).click();
  await expect(page).toHaveURL(/\/seller$/);
});

test('a product that cannot be loaded sends the seller back to My Products', async ({
  page,
  market,
  browserErrors,
}) => {
  // The product is answered 404, which the browser logs.
  browserErrors.expectFailedRequest('/api/seller/products/99999999', 404);
  await signInThroughApi(page.request, await market.seller());
  await page.goto('/update-product/99999999');
  await expect(page.getByText('Error loading product data. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products$/);
});

test('a visitor is asked to sign in before adding a product', async ({ page }) => {
  await page.goto('/add-product');
  await expect(page.getByText('You must be logged in to save products.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a seller cancels a paid part before shipping it, and the buyer sees the refund', async ({
  page,
  market,
}) => {
  const [seller, buyer] = await Promise.all([market.seller(), market.account()]);
  const product = await market.product(seller, { price: 350, stock: 4 });
  const { id: orderId } = await buy(buyer.request, [{ product, quantity: 1 }]);
  await signInThroughApi(page.request, seller);

  await page.goto('/seller/sellerOrder');
  const line = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await line.getByRole('button', { name: `Cancel and refund order #${orderId}` }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question.getByText(/refund the buyer\?/)).toBeVisible();
  await question.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(line.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(line.getByRole('button', { name: /Cancel and refund/ })).toHaveCount(0);

  // The buyer: My Orders says where the money is.
  await switchAccount(page, buyer);
  await page.goto('/showOrder');
  await expect(myOrder(page, orderId)).toContainText(refundShown('TK 350.00'));
});
