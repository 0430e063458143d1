import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../domain/checkout';
import { type SellerProduct, sellerProductSchema } from '../../../domain/seller-product';
import { product } from '../../db/schema';
import { expireWindow, listProducts, newKey, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { expireAllDuePayments } from '../ordering';

const [t, seller, buyer] = await shopApp(['seller', 'user'], { paying: false });

const stockOf = async (id: number) =>
  (await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, id)))[0]?.stock;

async function openForm(id: number): Promise<SellerProduct> {
  const response = await seller.call('GET', `/api/seller/products/${id}`);
  expect(response.statusCode).toBe(200);
  return sellerProductSchema.parse(response.json());
}

/** Saves the form as loaded, with the stock field set to `stock`; the rest of the form unchanged. */
function save(form: SellerProduct, stock: number, extra: Record<string, unknown> = {}) {
  const { id, status: _, categoryId: __, images: ___, ...fields } = form;
  return seller.call('PUT', `/api/seller/products/${id}`, {
    ...fields,
    stock,
    stockSeen: form.stock,
    ...extra,
  });
}

async function reserve(productId: number, quantity: number) {
  const response = await buyer.call('POST', '/api/orders', {
    items: [{ productId, quantity }],
    idempotencyKey: newKey(),
  });
  expect(response.statusCode).toBe(201);
  return createOrderResponseSchema.parse(response.json());
}

async function fiveInStock() {
  const { item } = await listProducts(t, seller.id, { item: { name: 'Desk Fan', stock: 5 } });
  return item.id;
}

describe('saving a product form that was opened before a checkout', () => {
  it('keeps the units a buyer reserved meanwhile, then applies the seller’s change to what is left', async () => {
    const id = await fiveInStock();
    const form = await openForm(id);
    await reserve(id, 5);
    expect(await stockOf(id)).toBe(0);

    const unchanged = await save(form, 5);
    expect(unchanged.statusCode).toBe(200);
    expect(sellerProductSchema.parse(unchanged.json()).stock).toBe(0);
    expect(await stockOf(id)).toBe(0);
    const refused = await (await signedIn(t)).call('POST', '/api/orders', {
      items: [{ productId: id, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    expect(refused.statusCode).toBe(409);

    const threeMore = await save(form, 8);
    expect(threeMore.statusCode).toBe(200);
    expect(sellerProductSchema.parse(threeMore.json()).stock).toBe(3);
    expect(await stockOf(id)).toBe(3);
  });

  it('counts the units an expired payment gave back while the form was open', async () => {
    const id = await fiveInStock();
    const created = await reserve(id, 2);
    const form = await openForm(id);
    expect(form.stock).toBe(3);
    await expireWindow(t, created.paymentId);
    await expireAllDuePayments(t.effects);
    expect(await stockOf(id)).toBe(5);

    const response = await save(form, 4);
    expect(response.statusCode).toBe(200);
    expect(await stockOf(id)).toBe(6);
  });

  it('refuses to take away more than is left, says how many are left and changes nothing', async () => {
    const id = await fiveInStock();
    const form = await openForm(id);
    await reserve(id, 4);

    const response = await save(form, 2, { name: 'Desk Fan (renamed)' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'stock_changed',
      message:
        'Only 1 left now: buyers reserved some since you opened this form. Reload to see the current stock.',
    });
    const [row] = await t.db
      .select({ stock: product.stock, name: product.name })
      .from(product)
      .where(eq(product.id, id));
    expect(row).toEqual({ stock: 1, name: 'Desk Fan' });
  });
});

describe('a hostile or broken stockSeen', () => {
  it.each([
    ['far above the real stock', { stock: 0, stockSeen: 90_000_000 }, 409, 'stock_changed'],
    [
      'far below the real stock, pushing the stock past the limit',
      { stock: 100_000_000, stockSeen: 0 },
      400,
      'stock_too_large',
    ],
    ['missing', { stock: 5, stockSeen: undefined }, 400, 'validation'],
    ['negative', { stock: 5, stockSeen: -1 }, 400, 'validation'],
    ['a fraction', { stock: 5, stockSeen: 2.5 }, 400, 'validation'],
    ['huge', { stock: 5, stockSeen: 1e300 }, 400, 'validation'],
    ['text', { stock: 5, stockSeen: '5' }, 400, 'validation'],
    ['with a huge stock', { stock: 1e12, stockSeen: 5 }, 400, 'validation'],
  ])('is refused when %s, and nothing changes', async (_, numbers, status, code) => {
    const id = await fiveInStock();
    const form = await openForm(id);
    const response = await save(form, 0, { ...numbers, price: 1 });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    const [row] = await t.db
      .select({ stock: product.stock, price: product.price })
      .from(product)
      .where(eq(product.id, id));
    expect(row).toEqual({ stock: 5, price: form.price });
  });

  it('says what is missing when stockSeen is left out', async () => {
    const id = await fiveInStock();
    const response = await save(await openForm(id), 5, { stockSeen: undefined });
    expect(response.json().error.message).toBe(
      'stockSeen: Please reload the form: the stock it showed is missing.',
    );
  });
});
