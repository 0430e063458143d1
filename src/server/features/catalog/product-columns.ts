import { sql } from 'drizzle-orm';
import { product, productImage } from '../../db/schema';

/** The first image of a product by position, for cards. */
export const firstImageKey = sql<string | null>`(
  select first_image.filepath from ${productImage} as first_image
  where first_image.product_id = ${product}.id
  order by first_image.position limit 1
)`;

/** The columns of `productBaseSchema`, which every view of a product starts from. */
export const productBaseColumns = {
  id: product.id,
  name: product.name,
  price: product.price,
  stock: product.stock,
  status: product.status,
  condition: product.condition,
  priceNegotiable: product.priceNegotiable,
  sellerId: product.sellerId,
};

/** The columns of a shop card (`ProductCard`), shared by the listing, the search results and My Products. */
export const productCardColumns = { ...productBaseColumns, image: firstImageKey };
