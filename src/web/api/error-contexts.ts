import { accountTexts } from '../../domain/account-texts';
import { cartTexts } from '../../domain/cart-texts';
import { checkoutTexts } from '../../domain/checkout-texts';
import { devMailTexts } from '../../domain/dev-mail-texts';
import { messengerTexts } from '../../domain/messenger-texts';
import { openOrderTexts } from '../../domain/open-order-texts';
import { productTexts } from '../../domain/product-texts';
import { reviewTexts } from '../../domain/review-texts';
import { savedItemTexts } from '../../domain/saved-item-texts';
import { sellerProductTexts } from '../../domain/seller-product-texts';
import type { ErrorContext } from './error-message';

/**
 * How each screen words its failures, every text from the domain's texts files: the screens SPEC section 8 words
 * its own way, and those that title the server's message. Any other screen shows the server's message as it is.
 * The administrator's screens have theirs in admin-error-contexts.ts, apart: the shop and the item page load this
 * module with Add to Cart's work, and need none of them.
 */
export const errorContexts = {
  /** Two sign-in failures have their own text, every other one reads 'Sign in failed: …'. */
  signIn: {
    texts: {
      account_not_found: accountTexts.accountNotFound,
      email_not_verified: accountTexts.emailNotVerified,
    },
    other: accountTexts.signInFailed,
  },
  signUp: { other: accountTexts.signUpFailed },
  resetPassword: { other: accountTexts.resetFailed },
  addToCart: {
    texts: { unauthenticated: cartTexts.loginRequired, own_product: cartTexts.ownProduct },
    asSent: ['cart_stock_limit'],
    other: cartTexts.addFailed,
  },
  /** The heart on a product, and Remove on the Saved page: the server's own words (the limit, a product gone). */
  saveItem: { texts: { unauthenticated: savedItemTexts.loginRequired } },
  /** "Tell me when something new matches", and Delete on the Saved page: the server's own words (the limit). */
  saveSearch: {},
  /** Pay Now: the short items are listed below the message (errorLines). */
  placeOrder: {
    texts: { unauthenticated: checkoutTexts.loginToContinue },
    serverFailure: checkoutTexts.orderProcessingError,
    fallback: checkoutTexts.orderFailed,
  },
  pay: {
    texts: { unauthenticated: checkoutTexts.loginToContinue, not_found: checkoutTexts.orderExpired },
    asSent: ['payment_expired', 'seller_banned'],
    other: checkoutTexts.paymentFailed,
  },
  /** My Orders' Cancel of an order not paid yet. */
  cancelOrder: { title: openOrderTexts.cancelFailed },
  /** The server refuses only banned sellers with 403 here. */
  saveProduct: {
    texts: { unauthenticated: sellerProductTexts.signInToSave, forbidden: sellerProductTexts.bannedProducts },
    other: sellerProductTexts.saveError,
  },
  loadProduct: { other: sellerProductTexts.loadError },
  /** The seller's status toggle; an administrator's is in admin-error-contexts.ts. */
  changeProductStatus: { other: productTexts.statusFailed },
  review: { texts: { unauthenticated: reviewTexts.loginRequired } },
  sendMessage: { other: messengerTexts.sendFailed },
  /** Only this computer may read the outbox; elsewhere the server says so. */
  devMail: { asSent: ['local_only'], other: devMailTexts.unavailable },
} satisfies Record<string, ErrorContext>;
