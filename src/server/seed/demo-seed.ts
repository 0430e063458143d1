import { eq } from 'drizzle-orm';
import type { ProductCondition } from '../../domain/product-condition';
import { productConditionTexts } from '../../domain/product-condition-texts';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { ImageStore } from '../storage/image-store';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoCategories, demoProducts, demoReviews, demoUnreviewedPurchases } from './demo-catalog';
import { createCategory, createPaidOrder, createProduct, createReview, createUser } from './factories';
import { placeholderImage } from './placeholder-image';

/** Fills an empty database with the demo shop. Running it again changes nothing. */
export async function seedDemo(db: Db, images: ImageStore): Promise<'seeded' | 'already-present'> {
  const firstAccount = demoAccounts[0].email;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, firstAccount));
  if (existing) return 'already-present';

  const photos = await Promise.all(
    // A second photo on some listings shows off the thumbnail strip without slowing the first start.
    demoProducts.map(async (_, index) =>
      index % 4 === 0
        ? [await placeholderImage(index), await placeholderImage(index, 1)]
        : [await placeholderImage(index)],
    ),
  );

  const savedKeys: string[] = [];
  const trackingStore: ImageStore = {
    ...images,
    save: async (data, name) => {
      const key = await images.save(data, name);
      savedKeys.push(key);
      return key;
    },
  };

  try {
    await db.transaction(async (tx) => {
      const accounts = [];
      for (const account of demoAccounts)
        accounts.push(await createUser(tx, { ...account, password: DEMO_PASSWORD }));
      const [, seller1, seller2, buyer1, buyer2] = accounts;
      if (!seller1 || !seller2 || !buyer1 || !buyer2) throw new Error('demo accounts missing');

      const subcategoryIds = new Map<string, number>();
      for (const [name, subcategories] of Object.entries(demoCategories)) {
        const created = await createCategory(tx, { name, subcategories });
        for (const sub of created.subcategories) subcategoryIds.set(`${name}/${sub.name}`, sub.id);
      }

      const productIds = new Map<string, number>();
      const now = Date.now();
      for (const [index, demo] of demoProducts.entries()) {
        const subcategoryId = subcategoryIds.get(`${demo.category}/${demo.subcategory}`);
        if (!subcategoryId) throw new Error(`unknown demo subcategory ${demo.subcategory}`);
        const created = await createProduct(
          tx,
          {
            sellerId: (demo.seller === 1 ? seller1 : seller2).id,
            subcategoryId,
            name: demo.name,
            price: demo.price,
            priceNegotiable: demo.priceNegotiable ?? false,
            stock: demo.stock,
            condition: demo.condition,
            status: demo.status ?? (demo.stock === 0 ? 'out-of-stock' : 'active'),
            description: `${demo.name}, ${conditionLabel(demo.condition).toLowerCase()}. Pick up on campus.`,
            detail: demoDetail(demo.name, conditionLabel(demo.condition)),
            specs: demoSpecs(demo.category, conditionLabel(demo.condition)),
            createdAt: new Date(now - index * 3_600_000),
            images: photos[index],
          },
          trackingStore,
        );
        productIds.set(demo.name, created.id);
      }

      const productId = (name: string) => {
        const id = productIds.get(name);
        if (!id) throw new Error(`unknown demo product ${name}`);
        return id;
      };
      const day = 86_400_000;
      // Reviews come from buyers who received the product: each reviewer's delivered order comes first.
      for (const [index, demo] of demoReviews.entries()) {
        const buyerId = (demo.reviewer === 1 ? buyer1 : buyer2).id;
        const reviewedAt = now - index * day;
        await createPaidOrder(tx, {
          buyerId,
          items: [{ productId: productId(demo.product) }],
          createdAt: new Date(reviewedAt - 3 * day),
        });
        await createReview(tx, {
          productId: productId(demo.product),
          userId: buyerId,
          rating: demo.rating,
          comment: demo.comment,
          createdAt: new Date(reviewedAt),
        });
      }
      for (const demo of demoUnreviewedPurchases)
        await createPaidOrder(tx, {
          buyerId: (demo.buyer === 1 ? buyer1 : buyer2).id,
          items: [{ productId: productId(demo.product) }],
          createdAt: new Date(now - 2 * day),
        });
    });
  } catch (error) {
    await images.remove(savedKeys);
    throw error;
  }
  return 'seeded';
}

const conditionLabel = (condition: ProductCondition) => productConditionTexts.labels[condition];

function demoDetail(name: string, condition: string): string {
  return [
    `## ${name}`,
    '',
    `Condition: **${condition.toLowerCase()}**.`,
    '',
    '- Pick up at the central library or the student union',
    '- Pay in the app, or in person at a meet-up if the seller offers one',
    '',
    '> Message the seller if you have questions before buying.',
  ].join('\n');
}

function demoSpecs(category: string, condition: string): string {
  return [
    '| Property | Value |',
    '| --- | --- |',
    `| Category | ${category} |`,
    `| Condition | ${condition} |`,
  ].join('\n');
}
