/** The texts of an order awaiting payment: on the order review, in My Orders and its Cancel. */
export const openOrderTexts = {
  resumes: (orderId: number) =>
    `Order #${orderId} already holds these items and is waiting for payment. Pay Now takes you back to it.`,
  replaces: (orderId: number) =>
    `Order #${orderId} is still waiting for payment. Pay Now cancels it, puts its items back in stock and reserves this cart instead.`,
  payOldInstead: (orderId: number) => `Pay order #${orderId} instead`,
  payNow: 'Pay now',
  cancel: 'Cancel',
  cancelQuestion: (orderId: number) =>
    `Cancel order #${orderId}? Its items go back in stock at once, and it can no longer be paid.`,
  cancelled: (orderId: number) => `Order #${orderId} is cancelled. Its items are back in stock.`,
  cancelFailed: 'Could not cancel the order',
  timeLeft: (countdown: string) => `${countdown} left to pay`,
} as const;
