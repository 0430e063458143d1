/** SPEC section 8's texts that the seller's and the administrator's product lists both show. */
export const productTexts = {
  statusFailed: 'Failed to update product status.',
  noProducts: 'No products found',
} as const;
