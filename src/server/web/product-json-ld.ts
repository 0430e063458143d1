import { canBeBought } from '../../domain/for-sale';
import { imageUrl } from '../../domain/image-url';
import { CURRENCY_CODE } from '../../domain/money';
import type { PageKey } from '../../domain/pages';
import { pages } from '../../domain/pages';
import type { ProductCondition } from '../../domain/product-condition';
import { type ProductDetail, productDetailSchema } from '../../domain/product-detail';

/**
 * schema.org's Product, which search engines read for a product's rich result: its price, whether it is in stock,
 * its rating. https://schema.org/Product and https://developers.google.com/search/docs/appearance/structured-data/product
 */
export type ProductJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Product';
  url: string;
  sku: string;
  name: string;
  description?: string;
  image?: string[];
  category: string;
  offers: {
    '@type': 'Offer';
    url: string;
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    itemCondition: OfferItemCondition;
    seller: { '@type': 'Person'; name: string };
  };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
};

type OfferItemCondition =
  | 'https://schema.org/NewCondition'
  | 'https://schema.org/UsedCondition'
  | 'https://schema.org/DamagedCondition';

/**
 * schema.org's three conditions of an offer (https://schema.org/OfferItemCondition): every level between new and for
 * parts is used; one sold for parts is damaged, not working as it should.
 */
const itemConditions: Record<ProductCondition, OfferItemCondition> = {
  new: 'https://schema.org/NewCondition',
  like_new: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  fair: 'https://schema.org/UsedCondition',
  for_parts: 'https://schema.org/DamagedCondition',
};

/**
 * The structured data of the page a path shows: the item page's product, read from the answer the page already
 * carries (page-data.ts), so it costs no query of its own. That answer is a visitor's, and only a product a visitor
 * may see has one (features/catalog/visibility.ts): a pending product, a banned seller's or a missing one gets none.
 */
export function pageJsonLd(
  page: PageKey | null,
  data: Record<string, unknown>,
  publicUrl: string,
): ProductJsonLd | undefined {
  if (page !== 'item') return undefined;
  for (const answer of Object.values(data)) {
    const product = productDetailSchema.safeParse(answer);
    if (product.success) return productJsonLd(product.data, publicUrl);
  }
  return undefined;
}

export function productJsonLd(product: ProductDetail, publicUrl: string): ProductJsonLd {
  const url = `${publicUrl}${pages.item.path(product.id)}`;
  const description = product.description.trim();
  const { average, count } = product.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    url,
    sku: String(product.id),
    name: product.name,
    ...(description ? { description } : {}),
    // The pictures in the order the page shows them, each in its largest variant.
    ...(product.images.length > 0
      ? { image: product.images.map((key) => `${publicUrl}${imageUrl(key, 'full')}`) }
      : {}),
    category: `${product.category.name} > ${product.subcategory.name}`,
    offers: {
      '@type': 'Offer',
      url,
      // Whole taka, written as the link preview's product:price:amount is.
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY_CODE,
      // What the page's Add to Cart offers. A visitor never sees a banned seller's product, so only its status and
      // stock are left to ask.
      availability: canBeBought(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: itemConditions[product.condition],
      // Sellers are students selling their own things.
      seller: { '@type': 'Person', name: product.sellerName },
    },
    ...(count > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
