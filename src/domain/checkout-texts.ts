import { formatLength } from './format-date';

/** SPEC section 8's texts of ordering and paying. */
export const checkoutTexts = {
  orderTooLarge: 'This order is too large.',
  insufficientStock: 'Insufficient stock:',
  /** Before Pay Now reserves anything, the order review says for how long it will. */
  reservationNotice: (paymentWindowSeconds: number) =>
    `Your items are reserved for ${formatLength(paymentWindowSeconds)} while you pay.`,
  // Pay Now and the payment screen.
  loginToContinue: 'Please login to continue',
  orderExpired: 'Order has expired. Please try again.',
  orderFailed: 'Failed to process order',
  orderProcessingError: 'Error processing order. Please try again.',
  paymentExpired: 'Payment time expired. Order has been cancelled and stock has been restored.',
  sessionExpired: 'Your session expired and the order was automatically cancelled. Stock has been restored.',
  paymentFailed: 'Payment failed. Please try again.',
  leaveWarning: 'Your payment is in progress. Are you sure you want to leave?',
} as const;
