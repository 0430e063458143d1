/** SPEC section 8's texts of ordering and paying, apart from the schemas: the web shows them without loading zod. */
export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large.';
export const INSUFFICIENT_STOCK_MESSAGE = 'Insufficient stock:';

/** Pay Now and the payment screen. */
export const LOGIN_TO_CONTINUE = 'Please login to continue';
export const ORDER_EXPIRED_TEXT = 'Order has expired. Please try again.';
export const ORDER_FAILED_TEXT = 'Failed to process order';
export const ORDER_PROCESSING_ERROR = 'Error processing order. Please try again.';
export const PAYMENT_EXPIRED_TEXT =
  'Payment time expired. Order has been cancelled and stock has been restored.';
export const SESSION_EXPIRED_TEXT =
  'Your session expired and the order was automatically cancelled. Stock has been restored.';
export const PAYMENT_FAILED_TEXT = 'Payment failed. Please try again.';
export const PAYMENT_LEAVE_WARNING = 'Your payment is in progress. Are you sure you want to leave?';
