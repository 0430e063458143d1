import { describe, expect, it } from 'vitest';
import { adminErrorContexts } from './admin-error-contexts';
import { ApiRequestError } from './client';
import { errorContexts } from './error-contexts';
import { errorLines } from './error-lines';
import { type ErrorContext, errorCode, errorMessage } from './error-message';

const answer = (status: number, code: ApiRequestError['code'], message: string) =>
  new ApiRequestError(status, code, message);
const network = answer(0, 'network', 'Could not reach the server. Check your connection and try again.');
const signedOut = answer(401, 'unauthenticated', 'Please sign in to continue.');

describe('errorMessage', () => {
  it("shows the server's message, or the code's text when it sent none", () => {
    expect(errorMessage(answer(409, 'invalid_transition', 'This delivery cannot be changed now.'))).toBe(
      'This delivery cannot be changed now.',
    );
    expect(errorMessage(answer(502, 'bad_gateway', ''))).toBe(
      'Campus Market did not answer properly. Please try again in a moment.',
    );
  });

  it("reads an answer of a code of the server's own that came without its message as its status", () => {
    expect(errorMessage(answer(403, 'own_product', ''))).toBe('You are not allowed to do this.');
  });

  it('never shows what a bug of ours threw, only that something went wrong', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorCode(new Error('boom'))).toBe('internal');
  });

  it('reads a string as a check of the form itself', () => {
    expect(errorCode('Please enter a valid email address.')).toBe('validation');
  });

  it('lists no lines for a failure that has none', () => {
    expect(errorLines(answer(409, 'product_unavailable', 'Not now.'))).toEqual([]);
    expect(errorLines(network)).toEqual([]);
  });
});

/** SPEC section 8, screen by screen: [what happened, the screen, the failure, what the person reads]. */
// biome-ignore format: one case a line reads as a table
const screens: [string, ErrorContext, unknown, string][] = [
  ['sign in, unknown account', errorContexts.signIn, answer(401, 'account_not_found', 'whatever'), 'No account found with this email.'],
  ['sign in, unconfirmed', errorContexts.signIn, answer(403, 'email_not_verified', 'whatever'), 'Please confirm your email before signing in.'],
  ['sign in, wrong password', errorContexts.signIn, answer(401, 'invalid_email_or_password', 'Invalid email or password'), 'Sign in failed: Invalid email or password'],
  ['sign in, offline', errorContexts.signIn, network, 'Sign in failed: Could not reach the server. Check your connection and try again.'],
  ['sign up', errorContexts.signUp, answer(400, 'validation', 'Password too short'), 'Sign up failed: Password too short'],
  ['reset', errorContexts.resetPassword, answer(400, 'invalid_token', 'Invalid token'), 'Error: Invalid token'],
  ['reset, a check of the form', errorContexts.resetPassword, 'Please enter a valid email address.', 'Error: Please enter a valid email address.'],
  ['save product, signed out', errorContexts.saveProduct, signedOut, 'You must be logged in to save products.'],
  ['save product, banned seller', errorContexts.saveProduct, answer(403, 'forbidden', 'You are not allowed to do this.'), 'Your seller account has been banned. You cannot create or update products.'],
  ['save product, refused', errorContexts.saveProduct, answer(400, 'validation', 'name: Please enter the product name.'), 'Error saving product: name: Please enter the product name.'],
  ['load product', errorContexts.loadProduct, answer(404, 'not_found', 'Product not found.'), 'Error loading product data. Please try again.'],
  ['Pay Now, a product gone', errorContexts.placeOrder, answer(404, 'product_not_found', 'Failed to process order'), 'Failed to process order'],
  ['Pay Now, no message', errorContexts.placeOrder, answer(400, 'validation', ''), 'Failed to process order'],
  ['Pay Now, offline', errorContexts.placeOrder, network, 'Error processing order. Please try again.'],
  ['Pay Now, server down', errorContexts.placeOrder, answer(503, 'database_unavailable', 'Briefly unavailable.'), 'Error processing order. Please try again.'],
  ['Pay Now, signed out', errorContexts.placeOrder, signedOut, 'Please login to continue'],
  ['payment, order gone', errorContexts.pay, answer(404, 'not_found', 'Order not found'), 'Order has expired. Please try again.'],
  ['payment, signed out', errorContexts.pay, signedOut, 'Please login to continue'],
  ['payment, offline', errorContexts.pay, network, 'Payment failed. Please try again.'],
  ['payment, seller banned', errorContexts.pay, answer(409, 'seller_banned', 'This order cannot be paid: a seller in it can no longer sell.'), 'This order cannot be paid: a seller in it can no longer sell.'],
  ['payment, expired', errorContexts.pay, answer(409, 'payment_expired', 'Payment session expired. Order was cancelled and stock restored.'), 'Payment session expired. Order was cancelled and stock restored.'],
  ['add to cart, signed out', errorContexts.addToCart, signedOut, 'You must be logged in to add items to cart.'],
  ['add to cart, own product', errorContexts.addToCart, answer(403, 'own_product', 'You cannot add your own product to the cart.'), 'You cannot add your own product to the cart.'],
  ['add to cart, unavailable', errorContexts.addToCart, answer(409, 'product_unavailable', 'This product is not available right now.'), 'Failed to add item to cart. Please try again.'],
  ['add to cart, offline', errorContexts.addToCart, network, 'Failed to add item to cart. Please try again.'],
  ['add to cart, all of it in the cart', errorContexts.addToCart, answer(409, 'cart_stock_limit', 'Laptop: only 1 left in stock, and your cart already has it.'), 'Laptop: only 1 left in stock, and your cart already has it.'],
  ['review, signed out', errorContexts.review, signedOut, 'You must be logged in to leave a review.'],
  ['review, refused', errorContexts.review, answer(409, 'already_reviewed', 'You have already reviewed this product.'), 'You have already reviewed this product.'],
  ['chat', errorContexts.sendMessage, answer(429, 'too_many_messages', 'Slow down.'), 'Failed to send message: Slow down.'],
  ['dev outbox, elsewhere', errorContexts.devMail, answer(403, 'local_only', 'Only on this computer.'), 'Only on this computer.'],
  ['dev outbox, absent', errorContexts.devMail, answer(404, 'not_found', 'No route'), 'The mail outbox is not available on this server.'],
];

describe('the words of each screen', () => {
  it.each(screens)('%s', (_, context, error, expected) => {
    expect(errorMessage(error, context)).toBe(expected);
  });
});

/** SPEC section 8's failure titles of the toasts that show the server's message under them. */
// biome-ignore format: one case a line reads as a table
const titles: [string, ErrorContext, string][] = [
  ['cancel an unpaid order', errorContexts.cancelOrder, 'Could not cancel the order'],
  ['status toggle, administrator', adminErrorContexts.changeProductStatus, 'Failed to update product status.'],
  ['approve', adminErrorContexts.approveProduct, 'Failed to approve product.'],
  ['ban or unban', adminErrorContexts.banSeller, 'Failed to ban/unban seller'],
  ['confirm a seller', adminErrorContexts.confirmSeller, 'Failed to confirm seller'],
  ['cancel an application', adminErrorContexts.cancelSellerApplication, 'Failed to cancel application'],
  ['delete an order', adminErrorContexts.deleteOrder, 'Failed to delete order'],
  ['cancel a part', adminErrorContexts.cancelPart, 'Failed to cancel part of the order'],
  ['decide a held payment', adminErrorContexts.decideHeldPayment, 'Failed to decide the payment'],
  ['add a category', adminErrorContexts.addCategory, 'Failed to add category or subcategory. See console for details.'],
  ['delete a category', adminErrorContexts.deleteCategory, 'Failed to delete category'],
  ['delete a subcategory', adminErrorContexts.deleteSubcategory, 'Failed to delete subcategory'],
];

describe('the titles of each screen', () => {
  it.each(titles)('%s', (_, context, title) => {
    expect(context.title).toBe(title);
    expect(errorMessage(answer(409, 'status_changed', 'Changed meanwhile.'), context)).toBe(
      'Changed meanwhile.',
    );
  });
});
