import { accountTexts } from './account-texts';
import { cartTexts } from './cart-texts';
import { checkoutTexts } from './checkout-texts';
import { groupDigits } from './digits';
import { disputeTexts } from './dispute-texts';
import { imageTexts } from './image-texts';
import {
  CHAT_MESSAGES_PER_MINUTE,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  MAX_PRODUCT_IMAGES,
  REPORTS_PER_HOUR,
} from './limits';
import { meetUpTexts } from './meet-up-texts';
import { paymentAttemptTexts } from './payment-attempt-texts';
import { payoutTexts } from './payout-texts';
import { reviewTexts } from './review-texts';
import { savedItemTexts } from './saved-item-texts';
import { savedSearchTexts } from './saved-search-texts';
import { sellerApplicationTexts } from './seller-application-texts';
import { sellerProductTexts } from './seller-product-texts';
import { isServerFailureStatus, statusErrorTexts } from './status-error-codes';

/**
 * Every code an error of the API can carry (`{ error: { code, message } }`) under its HTTP status, with the text
 * a person reads when the answer brings none of its own (SPEC section 8's where it has one). The server builds its
 * errors from these codes only; the web words them through `src/web/api/error-message.ts`. The codes known by their
 * status alone take their texts from status-error-codes.ts.
 */
export const errorCodesByStatus = {
  0: { network: statusErrorTexts.network },
  400: {
    bad_request: statusErrorTexts.bad_request,
    validation: statusErrorTexts.validation,
    invalid_json: 'The request body is not valid JSON.',
    bad_url: 'This address is not valid.',
    invalid_token: 'This reset link is invalid, expired or already used. Please request a new one.',
    token_expired: 'This confirmation link has expired. Sign in to get a new one by email.',
    /** A confirmation link mailed before a newer sign-up with the same address: it confirms nothing. */
    link_replaced:
      'This confirmation link was replaced by a newer sign-up with this email. Use the link in the newest email, or sign in to get a new one.',
    order_too_large: checkoutTexts.orderTooLarge,
    own_conversation: 'You cannot message yourself.',
    unknown_subcategory: 'Please choose a subcategory.',
    stock_too_large: sellerProductTexts.stockTooLarge,
    image_order_mismatch: "The new order must list each of the product's pictures once.",
    invalid_image: imageTexts.invalidType,
    image_too_large: imageTexts.tooLarge,
    image_too_many_pixels: `Pictures can be at most ${groupDigits(IMAGE_MAX_SIDE)} pixels on a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`,
    one_picture_per_upload: 'Please send one picture at a time.',
    malformed_upload: 'The picture did not arrive whole. Please try again.',
    duplicate_name: 'A name is listed twice.',
    wallet_code_wrong: 'This code is not the one we emailed. Please check it and try again.',
    /** The server's message says how many tries are left. */
    hand_over_code_wrong: "This is not the buyer's hand-over code. Please check it and try again.",
    too_many_photos: disputeTexts.tooManyPhotos,
  },
  401: {
    unauthenticated: statusErrorTexts.unauthenticated,
    account_not_found: accountTexts.accountNotFound,
    invalid_email_or_password: 'Invalid email or password',
  },
  402: { payment_failed: checkoutTexts.paymentFailed },
  403: {
    forbidden: statusErrorTexts.forbidden,
    cross_site_request: 'This request did not come from Campus Market.',
    local_only: 'The development outbox can only be read on the computer running Campus Market.',
    demo_account_local_only:
      'Demo accounts sign in with the demo password only on the computer running Campus Market.',
    email_not_verified: accountTexts.emailNotVerified,
    email_domain_not_allowed: 'Sign up is open to university email addresses only.',
    own_product: cartTexts.ownProduct,
    not_buyer: reviewTexts.notBuyer,
    review_window_closed: reviewTexts.windowClosed,
    own_report: 'You cannot report your own listing, yourself or your own message.',
  },
  404: {
    not_found: statusErrorTexts.not_found,
    product_not_found: checkoutTexts.orderFailed,
  },
  409: {
    product_unavailable: 'This product is not available right now.',
    insufficient_stock: checkoutTexts.insufficientStock,
    /** The cart would hold more than there is; the server's message names the product and the count. */
    cart_stock_limit: 'There is not that much of this product in stock.',
    payment_expired: 'Payment session expired. Order was cancelled and stock restored.',
    payment_completed: 'This order is already paid.',
    payment_held: paymentAttemptTexts.held,
    payment_method_unavailable: 'This payment method is not available right now. Please choose another one.',
    payment_not_held: 'This payment is no longer waiting for a decision.',
    refund_exceeds_paid: 'A refund cannot be more than what was paid.',
    amount_not_payable: 'This amount cannot be paid with this method. Please choose another payment method.',
    seller_banned: 'Your seller account has been banned.',
    invalid_transition: 'This delivery cannot be changed now.',
    part_cancelled: 'This part of the order is already cancelled.',
    part_shipped: 'This part of the order has shipped; it cannot be cancelled.',
    part_not_paid: 'This order is not paid, so there is no part to cancel.',
    order_in_delivery:
      'This order is paid and not delivered yet. It can be deleted once every part is delivered or cancelled.',
    already_reviewed: reviewTexts.alreadyReviewed,
    application_pending: sellerApplicationTexts.pending,
    already_seller: 'You are already a seller.',
    awaiting_approval: 'This product is waiting for approval; its status cannot change yet.',
    stock_changed:
      'Buyers reserved some of the stock since you opened this form. Reload to see the current stock.',
    too_many_images: `A product can have at most ${MAX_PRODUCT_IMAGES} pictures.`,
    not_pending: 'Only a pending product can be approved.',
    not_approved: 'A pending product must be approved first.',
    status_changed: 'The status of this product has already changed.',
    category_exists: 'This category already exists.',
    subcategory_exists: 'A subcategory of that name already exists.',
    in_use: 'Products are still listed here.',
    /** The server's message names the products whose seller takes no cash. */
    meet_up_unavailable: 'Cash on meet-up is not offered for some items in this order. Pay online instead.',
    meet_up_limit: meetUpTexts.tooMany,
    meet_up_order: 'This order is paid to the seller in person.',
    not_meet_up: 'This part was paid online: ship it and mark it On the Way.',
    part_handed_over: 'This part is already marked Paid and handed over.',
    hand_over_locked: meetUpTexts.codeLocked,
    /** A buyer's new hand-over code for a part that no longer awaits its meet-up. */
    not_awaiting_meet_up: 'This part no longer awaits its meet-up.',
    wallet_not_verified: 'Verify your payout wallet first: payouts go only to a verified bKash wallet.',
    wallet_no_code: 'There is no code waiting for this wallet. Send a new code.',
    wallet_code_expired: 'This code has expired. Send a new code.',
    wallet_code_locked: 'Too many wrong codes. Send a new code.',
    payout_open: payoutTexts.openPayout,
    payout_below_minimum: 'This is less than the smallest payout.',
    payout_exceeds_available: 'This is more than your available balance.',
    payout_not_waiting: 'This payout is no longer waiting for this.',
    payout_mode: 'Payouts are not sent this way here.',
    trx_id_used: 'Another payout was recorded with this TrxID.',
    part_not_reportable: 'A problem can be reported only on a part paid online and marked Received.',
    part_paid_in_cash: disputeTexts.cashNotReportable,
    dispute_window_closed:
      'Buyer protection for this part has ended, so a problem can no longer be reported.',
    dispute_exists: 'A problem with this part has already been reported.',
    dispute_settled: 'This dispute is already settled.',
    offer_changed: 'The seller changed the offer. Please read the new one before accepting.',
    refund_too_large: 'A refund cannot be more than what the buyer paid for this part.',
    saved_items_limit: savedItemTexts.limit,
    saved_searches_limit: savedSearchTexts.limit,
    already_reported: 'You have already reported this.',
    reports_decided: 'These reports have already been decided.',
    not_a_seller: 'This person is not a seller, so there is no seller account to ban.',
    taken_down: 'An administrator took this listing down; it cannot be changed or listed again.',
    meet_up_ended:
      'This meet-up has ended: the part nobody handed over was cancelled and its stock restored.',
  },
  413: { payload_too_large: statusErrorTexts.payload_too_large },
  414: { url_too_long: statusErrorTexts.url_too_long },
  415: { unsupported_media_type: statusErrorTexts.unsupported_media_type },
  422: { user_already_exists: 'User already exists. Use another email.' },
  429: {
    too_many_requests: statusErrorTexts.too_many_requests,
    too_many_codes: 'You made several new codes for this part in the last hour. Please try again later.',
    too_many_reports: `You can send up to ${REPORTS_PER_HOUR} reports an hour. Please try again later.`,
    too_many_messages: `You can send up to ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Please wait a moment and try again.`,
  },
  500: { internal: statusErrorTexts.internal },
  502: { bad_gateway: statusErrorTexts.bad_gateway },
  503: {
    unavailable: statusErrorTexts.unavailable,
    database_unavailable: 'The service is briefly unavailable. Please try again.',
    busy: 'Too many uploads at once, please try again.',
    gateway_unavailable: 'The payment service is not answering right now. Please try again in a moment.',
  },
} as const;

type ByStatus = typeof errorCodesByStatus;
export type ErrorCode = { [Status in keyof ByStatus]: keyof ByStatus[Status] }[keyof ByStatus];

/** Each code with its status and text. */
export const errorCodes = Object.fromEntries(
  Object.entries(errorCodesByStatus).flatMap(([status, texts]) =>
    Object.entries(texts).map(([code, text]) => [code, { status: Number(status), text }]),
  ),
) as Record<ErrorCode, { status: number; text: string }>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);

export const errorStatus = (code: ErrorCode): number => errorCodes[code].status;

export const errorText = (code: ErrorCode): string => errorCodes[code].text;

/** Whether the action may have happened all the same: no answer came, or the server failed (5xx). */
export const isServerFailure = (code: ErrorCode): boolean => isServerFailureStatus(errorStatus(code));
