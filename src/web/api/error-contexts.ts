import { CART_ADD_FAILURE, CART_LOGIN_REQUIRED } from '../../domain/cart-texts';
import {
  LOGIN_TO_CONTINUE,
  ORDER_EXPIRED_TEXT,
  ORDER_FAILED_TEXT,
  ORDER_PROCESSING_ERROR,
} from '../../domain/checkout-texts';
import { errorText } from '../../domain/error-codes';
import { REVIEW_MESSAGES } from '../../domain/review-texts';
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
    texts: { unauthenticated: CART_LOGIN_REQUIRED, own_product: errorText('own_product') },
    asSent: ['cart_stock_limit'],
    other: CART_ADD_FAILURE,
  },
  /** Pay Now: the short items are listed below the message (errorLines). */
  placeOrder: {
    texts: { unauthenticated: LOGIN_TO_CONTINUE },
    serverFailure: ORDER_PROCESSING_ERROR,
    fallback: ORDER_FAILED_TEXT,
  },
  pay: {
    texts: { unauthenticated: LOGIN_TO_CONTINUE, not_found: ORDER_EXPIRED_TEXT },
    asSent: ['payment_expired', 'seller_banned'],
    other: errorText('payment_failed'),
  },
  /** The server refuses only banned sellers with 403 here. */
  saveProduct: {
    texts: { unauthenticated: sellerProductTexts.signInToSave, forbidden: sellerProductTexts.bannedProducts },
    other: sellerProductTexts.saveError,
  },
  loadProduct: { other: sellerProductTexts.loadError },
  changeProductStatus: { other: sellerProductTexts.statusFailed },
  review: { texts: { unauthenticated: REVIEW_MESSAGES.loginRequired } },
  sendMessage: { other: (message) => `Failed to send message: ${message}` },
  /** Only this computer may read the outbox; elsewhere the server says so. */
  devMail: { asSent: ['local_only'], other: 'The mail outbox is not available on this server.' },
} satisfies Record<string, ErrorContext>;
