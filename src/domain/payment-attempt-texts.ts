import { formatMoney } from './money';

/** The texts about a try at paying through a gateway, and about the money given back. */
export const paymentAttemptTexts = {
  held: 'Your payment was received and is being checked. We will tell you when your order is confirmed.',
  redirecting: 'Taking you to the payment page…',
  checking:
    'We are asking the payment service whether your payment went through. This page shows the answer as soon as it comes.',
  checkingPayAgain: 'If you did not finish paying there, you can pay again.',
  /** How a cancelled part's refund stands, in My Orders and on the order's page. */
  refund: (refund: { status: 'pending' | 'refunded' | 'failed'; amount: number }): string => {
    const amount = formatMoney(refund.amount);
    switch (refund.status) {
      case 'pending':
        return `Refund of ${amount} on its way`;
      case 'refunded':
        return `Refunded ${amount}`;
      case 'failed':
        return `Refund of ${amount} delayed: an administrator is on it`;
    }
  },
} as const;
