/** The payment page's texts about a try at a gateway, apart from the schemas: the web shows them without zod. */
export const paymentAttemptTexts = {
  held: 'Your payment was received and is being checked. We will tell you when your order is confirmed.',
  redirecting: 'Taking you to the payment page…',
};
