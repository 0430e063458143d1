/**
 * How worn a product is, in the levels Facebook Marketplace offers, best first. Apart from the schemas, so that the
 * shop's cards and its address read them without loading zod.
 */
export const productConditions = ['new', 'like_new', 'good', 'fair', 'for_parts'] as const;
export type ProductCondition = (typeof productConditions)[number];
