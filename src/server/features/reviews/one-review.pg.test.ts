import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { review } from '../../db/schema';
import { createCategory, createPaidOrder, createProduct } from '../../seed/factories';
import { signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, seller] = await shopApp(['seller'], { paying: false });
let subcategoryId: number;

beforeAll(async () => {
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
});

describe('one review per buyer (PostgreSQL server)', () => {
  it('keeps exactly one of 20 reviews a buyer posts at the same moment', async () => {
    const item = await createProduct(t.db, { sellerId: seller.id, subcategoryId });
    const buyer = await signedIn(t);
    await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: item.id }] });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyer.call('POST', `/api/products/${item.id}/reviews`, { comment: `Take ${i}`, rating: 1 + (i % 5) }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().error.code).toBe('already_reviewed');
    const rows = await t.db.select({ id: review.id }).from(review).where(eq(review.productId, item.id));
    expect(rows).toHaveLength(1);
  });
});
