import type { Page } from '@playwright/test';

/** An order in My Orders: a table row on wide screens, a card on phones. */
export function myOrder(page: Page, orderId: string | number) {
  return page
    .getByRole('row')
    .filter({ hasText: `#${orderId}` })
    .or(page.getByRole('article', { name: `Order #${orderId}` }));
}

/**
 * What an order says of a cancelled part's refund of `amount` (as written, "TK 350.00"). SSLCommerz refunds are
 * accepted first and done later: the reconciler may ask and find it done at any moment, so either text is right.
 */
export function refundShown(amount: string): RegExp {
  const escaped = amount.replaceAll('.', '\\.');
  return new RegExp(`Refund of ${escaped} on its way|Refunded ${escaped}`);
}
