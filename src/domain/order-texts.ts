/** SPEC section 8's texts of orders that the buyer's and the administrator's lists both show. */
export const orderTexts = {
  noOrders: 'No orders found',
} as const;
