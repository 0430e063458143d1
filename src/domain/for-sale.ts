import type { ProductStatus } from './product';

// One answer to "can this be bought", for the server's visibility rule and the web's Add to Cart. No schema here:
// the shop and item pages ask it without loading zod.

/**
 * What decides whether a product is for sale. Only the server knows whether its seller is banned; the web leaves
 * it out, since a product of a banned seller is shown to nobody but that seller and administrators
 * (server/features/catalog/visibility.ts), and the server refuses to sell it to them.
 */
export type SaleFacts = { status: ProductStatus; sellerBanned?: boolean };

/**
 * For sale to anyone but its seller: active (approved, and not marked out of stock) and its seller not banned.
 * In SQL it is the database function product_for_sale (migration 0017), which checkout_place and `forSaleCondition`
 * in visibility.ts ask; visibility.test.ts checks that the two agree.
 */
export function isForSale(product: SaleFacts): boolean {
  return product.status === 'active' && product.sellerBanned !== true;
}

/** Whether a buyer can add it to a cart now: for sale, with some in stock. Its own seller never can. */
export function canBeBought(product: SaleFacts & { stock: number }): boolean {
  return isForSale(product) && product.stock > 0;
}
