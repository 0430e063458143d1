import type { Page } from '@playwright/test';

/** The product's own Add to Cart on its page: the first, before those of the similar items' cards below it. */
export const itemAddToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart' }).first();
