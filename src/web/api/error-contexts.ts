import { cartTexts } from '../../domain/cart-texts';
import { checkoutTexts } from '../../domain/checkout-texts';
import { errorText } from '../../domain/error-codes';
import { productTexts } from '../../domain/product-texts';
import { reviewTexts } from '../../domain/review-texts';
import { sellerProductTexts } from '../../domain/seller-product-texts';
import type { ErrorContext } from './error-message';

/** The screens whose failures SPEC section 8 words its own way; every other screen shows the server's message. */
export const errorContexts = {
  /** Two sign-in failures have their own text, every other one reads 'Sign in failed: …'. */
  signIn: {
    texts: {
      account_not_found: errorText('account_not_found'),
      email_not_verified: errorText('email_not_verified'),
    },
    other: (message) => `Sign in failed: ${message}`,
  },
  signUp: { other: (message) => `Sign up failed: ${message}` },
  resetPassword: { other: (message) => `Error: ${message}` },
  addToCart: {
    texts: { unauthenticated: cartTexts.loginRequired, own_product: errorText('own_product') },
    asSent: ['cart_stock_limit'],
    other: cartTexts.addFailed,
  },
  /** Pay Now: the short items are listed below the message (errorLines). */
  placeOrder: {
    texts: { unauthenticated: checkoutTexts.loginToContinue },
    serverFailure: checkoutTexts.orderProcessingError,
    fallback: checkoutTexts.orderFailed,
  },
  pay: {
    texts: { unauthenticated: checkoutTexts.loginToContinue, not_found: checkoutTexts.orderExpired },
    asSent: ['payment_expired', 'seller_banned'],
    other: errorText('payment_failed'),
  },
  /** The server refuses only banned sellers with 403 here. */
  saveProduct: {
    texts: { unauthenticated: sellerProductTexts.signInToSave, forbidden: sellerProductTexts.bannedProducts },
    other: sellerProductTexts.saveError,
  },
  loadProduct: { other: sellerProductTexts.loadError },
  changeProductStatus: { other: productTexts.statusFailed },
  review: { texts: { unauthenticated: reviewTexts.loginRequired } },
  sendMessage: { other: (message) => `Failed to send message: ${message}` },
  /** Only this computer may read the outbox; elsewhere the server says so. */
  devMail: { asSent: ['local_only'], other: 'The mail outbox is not available on this server.' },
} satisfies Record<string, ErrorContext>;
