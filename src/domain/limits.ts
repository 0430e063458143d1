/** Business constants of SPEC section 9 and the bounds we add to it, shared by server and web. */
export const PAYMENT_WINDOW_SECONDS = 300;
export const PAYMENT_WARNING_SECONDS = 60;
export const IMAGE_MAX_MEGABYTES = 10;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/**
 * The largest picture the server decodes. The shop shows a picture at most 1600 px wide, yet decoding costs
 * CPU and memory by pixels, not bytes: a 31 KB PNG can claim 16,000 × 16,000 pixels. These bounds let a
 * full-resolution 50-megapixel phone photo through (8192 × 6144 is 50.3 million pixels) and nothing larger.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 52_000_000;
export const PRODUCT_PAGE_SIZE = 24;
/** The most a price or a stock may be: far above any campus listing, far below integer overflow. */
export const MAX_PRODUCT_NUMBER = 100_000_000;
/** The most products one page of the shop or the search may ask for. */
export const PAGE_SIZE_MAX = 100;
export const PASSWORD_RESET_REDIRECT_MS = 1500;
/** A conversation shows its latest messages; older ones are beyond what a campus chat needs on screen. */
export const CHAT_HISTORY_LIMIT = 200;
/** An order's page shows the latest messages about each of its parts, and links to the rest. */
export const ORDER_PAGE_MESSAGES = 5;
/** Chat messages one person may send per minute: far above typing speed, far below a script's flood. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Realtime sockets one person may hold open on one server process: a tab each, over a few devices. */
export const REALTIME_SOCKETS_PER_USER = 20;

// Lengths, in characters, of what people write: generous for a campus listing, small enough that one request
// cannot fill the database or a page.
export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's own bound, told to it explicitly so that the two never differ. */
export const PASSWORD_MAX_LENGTH = 128;
export const PERSON_NAME_MAX_LENGTH = 100;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5_000;
/** The Details and Specs markdown of a product, each. */
export const PRODUCT_MARKDOWN_MAX_LENGTH = 20_000;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The payment and meet-up forms' phone number. */
export const PAYMENT_FIELD_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 500;
/** A product's pictures are a short strip; the first is the main picture. */
export const MAX_PRODUCT_IMAGES = 10;
/**
 * Orders awaiting meet-up one buyer may have at once. They hold stock for days and no Pay Now replaces them, so
 * without a bound one person could keep a seller's whole stock off the shop.
 */
export const OPEN_MEET_UPS_MAX = 3;
/** The similar items an item page offers below the product: a row or two of cards, never a second shop. */
export const SIMILAR_PRODUCTS_MAX = 8;
/** How many items one person may keep saved: enough for any shopper, a bound for a script. */
export const SAVED_ITEMS_MAX = 200;
/** How many searches one person may keep for "Tell me when something new matches": one digest's worth of lines. */
export const SAVED_SEARCHES_MAX = 20;
/** A person hears of new matches for their saved searches at most once in this many hours: one digest a day. */
export const SAVED_SEARCH_DIGEST_HOURS = 24;

/** Reports one person may make in an hour, on top of one per person and thing (domain/moderation.ts). */
export const REPORTS_PER_HOUR = 10;

/** The longest text a reporter may write. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
