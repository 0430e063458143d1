import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type SellerProduct, sellerProductSchema } from '../../../domain/seller-product';
import { orderItem, product } from '../../db/schema';
import { listProducts, newKey, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, seller] = await shopApp(['seller'], { paying: false });

const stockOf = async (id: number) =>
  (await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, id)))[0]?.stock ?? -1;

const unitsSold = async (id: number) =>
  (
    await t.db
      .select({ units: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int` })
      .from(orderItem)
      .where(eq(orderItem.productId, id))
  )[0]?.units ?? -1;

async function openForm(id: number): Promise<SellerProduct> {
  return sellerProductSchema.parse((await seller.call('GET', `/api/seller/products/${id}`)).json());
}

function save(form: SellerProduct, stock: number) {
  const { id, status: _, categoryId: __, images: ___, ...fields } = form;
  return seller.call('PUT', `/api/seller/products/${id}`, { ...fields, stock, stockSeen: form.stock });
}

const reserveOne = (buyer: Shopper, productId: number) =>
  buyer.call('POST', '/api/orders', { items: [{ productId, quantity: 1 }], idempotencyKey: newKey() });

describe('a seller saving while buyers check out (PostgreSQL server)', () => {
  it('adds the seller’s 5 units to what 20 racing reservations left, losing none and inventing none', async () => {
    const { fan } = await listProducts(t, seller.id, { fan: { stock: 20 } });
    const form = await openForm(fan.id);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t)));
    // Half the buyers are certainly before the save; the other half race it.
    for (const buyer of buyers.slice(0, 10)) expect((await reserveOne(buyer, fan.id)).statusCode).toBe(201);
    const [saved, ...reserved] = await Promise.all([
      save(form, 25),
      ...buyers.slice(10).map((buyer) => reserveOne(buyer, fan.id)),
    ]);
    expect(saved?.statusCode).toBe(200);
    expect(reserved.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(await unitsSold(fan.id)).toBe(20);
    expect(await stockOf(fan.id)).toBe(5);
  });

  it('never lets a save and racing reservations take the stock below zero or lose a unit', async () => {
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 10 } });
    const form = await openForm(lamp.id);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedIn(t)));
    // The seller sold all ten elsewhere and sets the stock to 0 while buyers reserve.
    const [saved] = await Promise.all([save(form, 0), ...buyers.map((buyer) => reserveOne(buyer, lamp.id))]);
    const sold = await unitsSold(lamp.id);
    const stock = await stockOf(lamp.id);
    if (saved?.statusCode === 200) {
      // The save came first: the seller's ten are gone and nobody could reserve.
      expect({ sold, stock }).toEqual({ sold: 0, stock: 0 });
    } else {
      expect(saved?.statusCode).toBe(409);
      expect(sold + stock).toBe(10);
    }
  });
});
