import type { ProductCondition } from './product-condition';

/** The words of a product's condition and of its price being open to talk, on the form, the cards and the page. */
export const productConditionTexts = {
  labels: {
    new: 'New',
    like_new: 'Like new',
    good: 'Good',
    fair: 'Fair',
    for_parts: 'For parts',
  } satisfies Record<ProductCondition, string>,
  condition: 'Condition',
  chooseCondition: 'Please choose a condition.',
  negotiable: 'Price is negotiable',
  negotiableTag: 'Negotiable',
} as const;
