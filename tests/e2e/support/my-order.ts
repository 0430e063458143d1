import type { Page } from '@playwright/test';

/** An order in My Orders: a table row on wide screens, a card on phones. */
export function myOrder(page: Page, orderId: string | number) {
  return page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(page.getByRole('article', { name: `Order #${orderId}` }));
}
