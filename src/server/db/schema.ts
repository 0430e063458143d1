import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userStatuses } from '../../domain/account';
import { cartStatuses } from '../../domain/cart';
import { paymentMethods, paymentStatuses, recordedPaymentMethods } from '../../domain/checkout';
import { deliveryStatuses } from '../../domain/delivery-steps';
import { disputeOutcomes, disputeReasons, disputeStatuses } from '../../domain/dispute';
import { ledgerAccountKinds, ledgerCauses } from '../../domain/ledger';
import { SEARCH_QUERY_MAX_LENGTH } from '../../domain/limits';
import { moderationActions, reportReasons, reportStatuses, reportTargetKinds } from '../../domain/moderation';
import { notificationKinds } from '../../domain/notifications';
import { orderStatuses } from '../../domain/orders';
import { attemptStatuses, paymentGateways, refundStatuses } from '../../domain/payment-attempt';
import { openPayoutStatuses, payoutModes, payoutStatuses } from '../../domain/payout';
import { productStatuses } from '../../domain/product';
import { productConditions } from '../../domain/product-condition';
import { SELLER_LEVEL } from '../../domain/seller-level';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * PostgreSQL's 64-bit transaction id. The product search keeps names in memory and asks the database what
 * changed since it last looked: rows written by transactions from a given id on (features/search).
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
/** A snapshot of which transactions had committed (PostgreSQL's pg_snapshot), kept as its text. */
const pgSnapshot = customType<{ data: string; driverData: string }>({ dataType: () => 'pg_snapshot' });
const writtenByTransaction = (name: string) => xid8(name).notNull().default(sql`pg_current_xact_id()`);

/** Renders `column IN ('a', 'b')` for a check constraint. */
function oneOf(column: unknown, values: readonly string[]) {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

// ── Accounts: the four tables belong to better-auth; `status` is the spec's user field. ──

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    status: text('status', { enum: userStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_status_known', oneOf(t.status, userStatuses))],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * Counters of requests in a time window, kept in the database so every instance shares them: better-auth's
 * rate limits, and ours through db/window-counter.ts (per email address, chat messages per sender).
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ── Roles ──

/** The known levels in ascending order, as the check constraint has always listed them: `-1, 1`. */
const sellerLevelList = Object.values(SELLER_LEVEL)
  .sort((a, b) => a - b)
  .join(', ');

export const seller = pgTable(
  'seller',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The spec's rating, rate and income are not stored: a seller's rating is the average of the reviews of their
    // products, computed when read (docs/decisions/014), rate was never given a meaning, and what they earned is
    // the sum of their ledger accounts (features/balances).
    /**
     * No longer read or written: instances of the previous release still update it during a rolling upgrade, so it
     * is dropped by the next release (docs/deploy.md, "Migrations while old instances still run").
     */
    income: bigint('income', { mode: 'number' }).notNull().default(0),
    level: smallint('level').notNull().default(SELLER_LEVEL.normal),
    /** Whether buyers may pay this seller in person at a meet-up (docs/decisions/023). */
    cashOnMeetUp: boolean('cash_on_meet_up').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('seller_income_non_negative', sql`${t.income} >= 0`),
    check('seller_level_known', sql`${t.level} IN (${sql.raw(sellerLevelList)})`),
  ],
);

export const pendingSeller = pgTable('pending_seller', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const admin = pgTable('admin', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// ── Catalog ──

export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The platform's share of a sale in this category, in hundredths of a percent (250 is 2.5 %), fixed on each
     * line when it is paid; null takes COMMISSION_PERCENT.
     */
    commissionBasisPoints: integer('commission_basis_points'),
  },
  (t) => [
    uniqueIndex('category_name_unique').on(sql`lower(${t.name})`),
    check('category_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check(
      'category_commission_within_whole',
      sql`${t.commissionBasisPoints} IS NULL OR ${t.commissionBasisPoints} BETWEEN 0 AND 10000`,
    ),
  ],
);

export const subcategory = pgTable(
  'subcategory',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    categoryId: integer('cat_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('subcategory_name_unique').on(t.categoryId, sql`lower(${t.name})`),
    check('subcategory_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);

export const product = pgTable(
  'product',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    /** The seller is open to talk about the price. */
    priceNegotiable: boolean('price_negotiable').notNull().default(false),
    stock: integer('stock').notNull(),
    /** No default: every product is listed with the condition its seller chose (migration 0024). */
    condition: text('condition', { enum: productConditions }).notNull(),
    status: text('status', { enum: productStatuses }).notNull().default('pending'),
    sellerId: text('seller_id')
      .notNull()
      .references(() => seller.id),
    subcategoryId: integer('sub_id')
      .notNull()
      .references(() => subcategory.id),
    type: text('type').notNull().default('product'),
    createdAt: createdAt(),
    /**
     * When the product, its details or its pictures last changed: the sitemap's lastmod. Triggers set it (migration
     * 0022), not `$onUpdate`: stock also moves in the database's own functions (checkout, releasing a reservation).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transaction that inserted the product or last changed its name or status (a trigger sets it). */
    searchXid: writtenByTransaction('search_xid'),
    /** Why an administrator took it down (status 'hidden'), as its seller reads it; null otherwise. */
    takenDownReason: text('taken_down_reason'),
  },
  (t) => [
    check('product_price_non_negative', sql`${t.price} >= 0`),
    check(
      'product_taken_down_has_reason',
      sql`(${t.status} = 'hidden') = (${t.takenDownReason} IS NOT NULL)`,
    ),
    check('product_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_status_known', oneOf(t.status, productStatuses)),
    check('product_condition_known', oneOf(t.condition, productConditions)),
    check('product_type_known', sql`${t.type} = 'product'`),
    check('product_name_not_blank', sql`btrim(${t.name}) <> ''`),
    index('product_listing_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('product_subcategory_listing_idx').on(t.subcategoryId, t.status, t.createdAt.desc()),
    // The shop's price range and its orders by price; its condition filter, newest first.
    index('product_price_listing_idx').on(t.status, t.price, t.id.desc()),
    index('product_condition_listing_idx').on(t.status, t.condition, t.createdAt.desc(), t.id.desc()),
    index('product_seller_idx').on(t.sellerId),
    index('product_search_xid_idx').on(t.searchXid),
  ],
);

/** Products deleted, and by which transaction, so that the in-memory search forgets them (a trigger fills it). */
export const productSearchRemoval = pgTable(
  'product_search_removal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    xid: writtenByTransaction('xid'),
  },
  (t) => [index('product_search_removal_xid_idx').on(t.xid)],
);

/**
 * One row for each statement that changed what visitors read: products, their details, images and reviews,
 * categories, sellers and their names (triggers of migration 0012). The read cache serves an answer only while
 * no row has appeared since it was made (src/server/read-cache).
 */
export const catalogChange = pgTable(
  'catalog_change',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    xid: writtenByTransaction('xid'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_change_xid_idx').on(t.xid), index('catalog_change_at_idx').on(t.at)],
);

/** The newest transaction whose catalog changes were pruned: a reader that last looked before it starts afresh. */
export const catalogChangePruned = pgTable('catalog_change_pruned', {
  id: boolean('id').primaryKey().default(true),
  below: xid8('below').notNull(),
});

export const productDetails = pgTable('product_details', {
  id: integer('id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  detail: text('detail').notNull(),
  specs: text('specs').notNull(),
});

export const productImage = pgTable(
  'product_image',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    filepath: text('filepath').notNull().unique(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('product_image_position_positive', sql`${t.position} >= 1`),
    uniqueIndex('product_image_position_unique').on(t.productId, t.position),
  ],
);

export const review = pgTable(
  'review',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('prod_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('review_comment_not_blank', sql`btrim(${t.comment}) <> ''`),
    index('review_product_idx').on(t.productId, t.createdAt.desc()),
    // One review per buyer and product; a buyer edits theirs instead of adding another.
    uniqueIndex('review_one_per_buyer').on(t.productId, t.userId),
  ],
);

// ── Cart and orders ──

export const cart = pgTable(
  'cart',
  {
    id: integer('cart_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: cartStatuses }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_status_known', oneOf(t.status, cartStatuses)),
    uniqueIndex('cart_one_active_per_user').on(t.userId).where(sql`${t.status} = 'active'`),
  ],
);

export const cartItem = pgTable(
  'cart_item',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: integer('prod_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check('cart_item_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * An item a person saved (the heart), with its price then: the person hears when it costs less than that, or
 * comes back in stock (the trigger of migration 0026 writes those notifications).
 */
export const savedItem = pgTable(
  'saved_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    savedPrice: integer('saved_price').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The trigger finds a product's savers by it.
    index('saved_item_product_idx').on(t.productId),
    index('saved_item_user_idx').on(t.userId, t.savedAt.desc()),
  ],
);

/**
 * A search or a subcategory of the shop, with its filters, that a person asked to hear about ("Tell me when something
 * new matches"). The digest (features/saved-searches/send-digests.ts) tells of the products first listed by
 * transactions its `covered` snapshot did not see, as the search index reads the catalog: by the transactions.
 */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    query: text('query'),
    subcategoryId: integer('sub_id').references(() => subcategory.id, { onDelete: 'cascade' }),
    condition: text('condition', { enum: productConditions }).array(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    inStock: boolean('in_stock').notNull().default(false),
    /** The search as one text (domain/saved-search-link.ts savedSearchKey): a person keeps each search once. */
    searchKey: text('search_key').notNull(),
    createdAt: createdAt(),
    /**
     * The products first listed by the transactions this snapshot sees have been looked at for the search; those it
     * does not see are new. A snapshot rather than a time or an id: a transaction that commits late is seen late.
     */
    covered: pgSnapshot('covered').notNull().default(sql`pg_current_snapshot()`),
  },
  (t) => [
    check('saved_search_query_or_subcategory', sql`(${t.query} IS NULL) <> (${t.subcategoryId} IS NULL)`),
    check(
      'saved_search_query_length',
      sql`char_length(${t.query}) BETWEEN 1 AND ${sql.raw(String(SEARCH_QUERY_MAX_LENGTH))}`,
    ),
    uniqueIndex('saved_search_one_per_person').on(t.userId, t.searchKey),
    index('saved_search_user_idx').on(t.userId, t.createdAt.desc()),
    index('saved_search_subcategory_idx').on(t.subcategoryId),
  ],
);

/** When each person was last sent a digest of their saved searches: at most one a day (SAVED_SEARCH_DIGEST_HOURS). */
export const savedSearchDigest = pgTable('saved_search_digest', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * The transaction that first made each product for sale: what "new" means to a saved search. A product an edit sends
 * back for approval, or that comes back in stock, is listed again but is not new (a trigger fills it, migration 0028).
 */
export const productListed = pgTable(
  'product_listed',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    xid: writtenByTransaction('xid'),
  },
  (t) => [index('product_listed_xid_idx').on(t.xid)],
);

export const payment = pgTable(
  'payment',
  {
    id: integer('pay_id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    method: text('method', { enum: recordedPaymentMethods }),
    /** The gateway's transaction id (bKash trxID, SSLCommerz bank_tran_id); never a card or wallet number. */
    bankId: text('bank_id'),
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_status_known', oneOf(t.status, paymentStatuses)),
    check('payment_method_known', sql`${t.method} IS NULL OR ${oneOf(t.method, recordedPaymentMethods)}`),
    check('payment_amount_non_negative', sql`${t.amount} >= 0`),
    check('payment_completed_has_method', sql`${t.status} <> 'completed' OR ${t.method} IS NOT NULL`),
    index('payment_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Each try at paying a payment through a gateway. `reference` is ours (bKash's merchant invoice number,
 * SSLCommerz's tran_id); `gateway_reference` the gateway's key (bKash's paymentID; for SSLCommerz our tran_id),
 * unique per gateway: every return, notification and reconciliation finds its attempt by it. Card and wallet
 * numbers are never stored: they are typed on the gateway's page.
 */
export const paymentAttempt = pgTable(
  'payment_attempt',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('pay_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    reference: text('reference').notNull().unique(),
    gatewayReference: text('gateway_reference'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: attemptStatuses }).notNull().default('created'),
    /** The gateway's transaction id (bKash trxID, SSLCommerz bank_tran_id), which a refund names. */
    transactionId: text('transaction_id'),
    /** Why it failed or is held, for the buyer. */
    message: text('message'),
    /** Where the paid order is delivered: given with Pay, used when the payment completes. */
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundStatus: text('refund_status', { enum: refundStatuses }),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_attempt_status_known', oneOf(t.status, attemptStatuses)),
    check('payment_attempt_gateway_known', oneOf(t.gateway, paymentGateways)),
    check('payment_attempt_method_known', oneOf(t.method, paymentMethods)),
    check(
      'payment_attempt_refund_status_known',
      sql`${t.refundStatus} IS NULL OR ${oneOf(t.refundStatus, refundStatuses)}`,
    ),
    check('payment_attempt_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_attempt_refund_within_paid',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`,
    ),
    check(
      'payment_attempt_paid_has_transaction',
      sql`${t.status} NOT IN ('completed', 'held') OR ${t.transactionId} IS NOT NULL`,
    ),
    uniqueIndex('payment_attempt_gateway_reference_unique').on(t.gateway, t.gatewayReference),
    index('payment_attempt_payment_idx').on(t.paymentId),
    index('payment_attempt_pending_idx').on(t.updatedAt).where(sql`${t.status} IN ('created', 'pending')`),
  ],
);

/**
 * Money given back from a completed attempt: one seller's part cancelled before it shipped (by an administrator,
 * or the seller), or a whole held payment. `reference` is ours (SSLCommerz's refund_trans_id, bKash's sku);
 * `refund_id` the gateway's. The attempt's `refunded_amount` grows in the same transaction that adds a row, so
 * what is refunded never passes what was paid.
 */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempt.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => delivery.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    refundId: text('refund_id'),
    message: text('message'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_refund_status_known', oneOf(t.status, refundStatuses)),
    check('payment_refund_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payment_refund_delivery_unique').on(t.deliveryId),
    index('payment_refund_attempt_idx').on(t.attemptId),
  ],
);

/** The spec's `order`; named `orders` because ORDER is a reserved word in SQL. */
export const order = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    paymentId: integer('pay_id')
      .notNull()
      .unique()
      .references(() => payment.id),
    status: text('status', { enum: orderStatuses }).notNull().default('open'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_status_known', oneOf(t.status, orderStatuses)),
    index('order_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('order_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);

export const orderItem = pgTable(
  'order_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    productId: integer('prod_id')
      .notNull()
      .references(() => product.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => seller.id),
    quantity: integer('quantity').notNull(),
    priceAtPurchase: integer('price_at_purchase').notNull(),
    /** The platform's share of the line in whole taka, fixed when the line is paid; null until then. */
    commission: integer('commission'),
  },
  (t) => [
    check('order_item_quantity_positive', sql`${t.quantity} > 0`),
    check('order_item_price_non_negative', sql`${t.priceAtPurchase} >= 0`),
    check(
      'order_item_commission_within_line',
      sql`${t.commission} IS NULL OR ${t.commission} BETWEEN 0 AND ${t.quantity} * ${t.priceAtPurchase}`,
    ),
    uniqueIndex('order_item_product_unique').on(t.orderId, t.productId),
    index('order_item_product_idx').on(t.productId),
    index('order_item_seller_idx').on(t.sellerId),
  ],
);

/** One delivery per (order, seller): each seller ships its own part of an order. */
export const delivery = pgTable(
  'delivery',
  {
    id: integer('delivery_id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => seller.id),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    status: text('delivery_status', { enum: deliveryStatuses }).notNull().default('pending'),
    /**
     * When the part's state ends by itself (domain/part-life.ts): the seller's ship-by, the buyer's automatic
     * Received, the end of the protection window. Set by each step for the next, from the windows of that time;
     * null when nothing is due (a meet-up awaiting its hand-over, a part completed or cancelled).
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When the party who must act is reminded of `dueAt`; null once reminded, or when no reminder is due. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_status_known', oneOf(t.status, deliveryStatuses)),
    uniqueIndex('delivery_order_seller_unique').on(t.orderId, t.sellerId),
    index('delivery_seller_idx').on(t.sellerId),
    index('delivery_due_idx').on(t.dueAt).where(sql`${t.dueAt} IS NOT NULL`),
    index('delivery_remind_idx').on(t.remindAt).where(sql`${t.remindAt} IS NOT NULL`),
  ],
);

/**
 * The one-time code the buyer of a part paid in person gives its seller at the meet-up (domain/hand-over-code.ts).
 * `sealed` is the code encrypted with a key derived from AUTH_SECRET and bound to the part, so a copy of the
 * database gives no code away; `wrong_tries` counts the seller's wrong codes, and at HAND_OVER_CODE_TRIES the
 * part is locked until the buyer makes a new code.
 */
export const handOverCode = pgTable(
  'hand_over_code',
  {
    deliveryId: integer('delivery_id')
      .primaryKey()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    sealed: text('sealed').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('hand_over_code_tries_in_range', sql`${t.wrongTries} BETWEEN 0 AND 5`)],
);

/** Each move of a delivery's status, with its time; a trigger of the delivery table writes it (0009). */
export const deliveryStatusChange = pgTable(
  'delivery_status_change',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    status: text('status', { enum: deliveryStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_status_change_known', oneOf(t.status, deliveryStatuses)),
    index('delivery_status_change_delivery_idx').on(t.deliveryId, t.changedAt),
  ],
);

/**
 * A buyer's report of a problem with a part they received (domain/dispute.ts): one per part. The seller may offer
 * a refund, which the buyer may accept; otherwise the administrator decides. `refund_amount` is what went back.
 */
export const dispute = pgTable(
  'dispute',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .unique()
      .references(() => delivery.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: disputeReasons }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: disputeStatuses }).notNull().default('open'),
    /** The seller's offer of a refund in whole taka, with what they said; null until they make one. */
    offerAmount: integer('offer_amount'),
    offerNote: text('offer_note'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    outcome: text('outcome', { enum: disputeOutcomes }),
    refundAmount: integer('refund_amount'),
    /** Why the administrator decided as they did; null when the buyer accepted the seller's offer. */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('dispute_status_known', oneOf(t.status, disputeStatuses)),
    check('dispute_reason_known', oneOf(t.reason, disputeReasons)),
    check('dispute_outcome_known', sql`${t.outcome} IS NULL OR ${oneOf(t.outcome, disputeOutcomes)}`),
    check('dispute_details_not_blank', sql`btrim(${t.details}) <> ''`),
    check('dispute_offer_positive', sql`${t.offerAmount} IS NULL OR ${t.offerAmount} > 0`),
    check('dispute_refund_non_negative', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} >= 0`),
    check(
      'dispute_settled_has_outcome',
      sql`(${t.status} = 'open') = (${t.outcome} IS NULL) AND (${t.outcome} IS NULL) = (${t.settledAt} IS NULL)`,
    ),
    // The administrator's queue: open disputes, longest waiting first.
    index('dispute_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/** The photos a buyer added to a dispute, stored like product images (storage/). */
export const disputePhoto = pgTable(
  'dispute_photo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => dispute.id, { onDelete: 'cascade' }),
    filepath: text('filepath').notNull().unique(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('dispute_photo_position_positive', sql`${t.position} >= 1`),
    uniqueIndex('dispute_photo_position_unique').on(t.disputeId, t.position),
  ],
);

// ── Payouts ──

/**
 * The bKash wallet a seller is paid into. A new number waits in `pending_wallet` until the seller types the code
 * emailed to them; only then does it become `wallet`. The code is stored hashed.
 */
export const payoutWallet = pgTable('payout_wallet', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => seller.id, { onDelete: 'cascade' }),
  wallet: text('wallet'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  pendingWallet: text('pending_wallet'),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: integer('code_attempts').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A seller's payout (domain/payout.ts). Its id is bKash's merchantInvoiceNumber, so one payout is one transfer
 * however often it is sent; a seller has at most one open payout at a time.
 */
export const payout = pgTable(
  'payout',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => seller.id),
    amount: integer('amount').notNull(),
    wallet: text('wallet').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('requested'),
    mode: text('mode', { enum: payoutModes }),
    /** bKash's transaction id once paid, and its fee. */
    trxId: text('trx_id'),
    fee: integer('fee').notNull().default(0),
    /** bKash's or the administrator's words when it was refused or is unknown. */
    message: text('message'),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_status_known', oneOf(t.status, payoutStatuses)),
    check('payout_mode_known', sql`${t.mode} IS NULL OR ${oneOf(t.mode, payoutModes)}`),
    check('payout_amount_positive', sql`${t.amount} > 0`),
    check('payout_fee_non_negative', sql`${t.fee} >= 0`),
    check('payout_paid_has_trx', sql`(${t.status} = 'paid') = (${t.trxId} IS NOT NULL)`),
    uniqueIndex('payout_one_open_per_seller')
      .on(t.sellerId)
      .where(sql`${oneOf(t.status, openPayoutStatuses)}`),
    // One bKash transaction pays one payout, even when two administrators record it at once.
    uniqueIndex('payout_trx_id_unique').on(t.trxId).where(sql`${t.trxId} IS NOT NULL`),
    index('payout_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('payout_status_idx').on(t.status, t.createdAt),
  ],
);

// ── Messages, mail and audit ──

/**
 * Two people talking about one subject: a product, one seller's part of an order (its delivery), or nothing in
 * particular. The pair is stored lower id first, so one pair and subject is one row whoever opens it.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstUserId: text('first_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    secondUserId: text('second_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id),
    deliveryId: integer('delivery_id').references(() => delivery.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversation_pair_ordered', sql`${t.firstUserId} < ${t.secondUserId}`),
    check('conversation_one_subject', sql`${t.productId} IS NULL OR ${t.deliveryId} IS NULL`),
    uniqueIndex('conversation_pair_subject_unique').on(
      t.firstUserId,
      t.secondUserId,
      sql`coalesce(${t.productId}, 0)`,
      sql`coalesce(${t.deliveryId}, 0)`,
    ),
    index('conversation_second_user_idx').on(t.secondUserId),
    index('conversation_delivery_idx').on(t.deliveryId),
  ],
);

export const message = pgTable(
  'messenger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('message_not_blank', sql`btrim(${t.message}) <> ''`),
    index('message_conversation_idx').on(t.senderId, t.receiverId, t.createdAt),
    index('message_receiver_idx').on(t.receiverId, t.createdAt),
    index('message_in_conversation_idx').on(t.conversationId, t.createdAt),
    // Unread counts: a receiver's messages in one conversation after the message they last read there.
    index('message_unread_idx').on(t.receiverId, t.conversationId, t.id),
  ],
);

/** How far each person has read each of their conversations: every message to them up to this one. */
export const conversationRead = pgTable(
  'conversation_read',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

// ── Notifications ──

/** What a person is told about in the bell; written in the transaction of the change it tells of. */
export const notification = pgTable(
  'notification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    orderId: integer('order_id').references(() => order.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The saved search a digest line tells of; deleting the search takes its lines from the bell. */
    savedSearchId: integer('saved_search_id').references(() => savedSearch.id, { onDelete: 'cascade' }),
    /** Messages of one sender gather in one unread notification: how many, and how many were emailed. */
    messageCount: integer('message_count').notNull().default(1),
    emailedCount: integer('emailed_count').notNull().default(0),
    /** When it last happened; a gathered message notification moves up with each new message. */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** What an administrator said (a takedown's, warning's or ban's reason), or what came of a report. */
    note: text('note'),
  },
  (t) => [
    check('notification_kind_known', oneOf(t.kind, notificationKinds)),
    check(
      'notification_counts',
      sql`${t.messageCount} >= 1 AND ${t.emailedCount} BETWEEN 0 AND ${t.messageCount}`,
    ),
    index('notification_user_idx').on(t.userId, t.happenedAt.desc(), t.id.desc()),
    index('notification_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // While a saver has not read that an item got cheaper (or came back), it tells them no more of it: a seller
    // moving a price up and down cannot flood anyone's bell or mailbox.
    uniqueIndex('notification_one_unread_saved_alert')
      .on(t.userId, t.productId, t.kind)
      .where(sql`${t.kind} IN ('saved-price-drop', 'saved-back-in-stock') AND ${t.readAt} IS NULL`),
    // The saved-item alerts not yet pushed and mailed (features/saved-items/send-saved-alerts.ts).
    index('notification_saved_alert_unsent_idx')
      .on(t.id)
      .where(sql`${t.kind} IN ('saved-price-drop', 'saved-back-in-stock') AND ${t.emailedCount} = 0`),
    // Deleting a saved search takes its digest lines with it.
    index('notification_saved_search_idx').on(t.savedSearchId).where(sql`${t.savedSearchId} IS NOT NULL`),
    uniqueIndex('notification_one_unread_per_sender')
      .on(t.userId, t.actorId)
      .where(sql`${t.kind} = 'message' AND ${t.readAt} IS NULL`),
    // The message digest reads only gathered messages nobody has read or been emailed about yet.
    index('notification_digest_idx')
      .on(t.happenedAt)
      .where(sql`${t.kind} = 'message' AND ${t.readAt} IS NULL AND ${t.messageCount} > ${t.emailedCount}`),
  ],
);

/** Emails a person turned off on their profile; without a row every kind is on. */
export const emailPreference = pgTable('email_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  newOrder: boolean('new_order').notNull().default(true),
  orderShipped: boolean('order_shipped').notNull().default(true),
  messageDigest: boolean('message_digest').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  savedItems: boolean('saved_items').notNull().default(true),
  savedSearches: boolean('saved_searches').notNull().default(true),
  moderation: boolean('moderation').notNull().default(true),
});

/** Mail that was sent, or that would have been sent when no SMTP server is configured. */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt.desc())],
);

/**
 * A person's report of a listing, a seller or a message (domain/moderation.ts): one per person and thing. `against_id`
 * is the person it is against (the listing's seller, the seller, the message's sender), whose upheld reports flag
 * them for review; the administrator's decision settles every open report about the thing at once.
 */
export const report = pgTable(
  'report',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: reportTargetKinds }).notNull(),
    /** The listing's or message's number as text, or the seller's id. */
    targetId: text('target_id').notNull(),
    againstId: text('against_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => message.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    action: text('action', { enum: moderationActions }),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('report_status_known', oneOf(t.status, reportStatuses)),
    check('report_target_kind_known', oneOf(t.targetKind, reportTargetKinds)),
    check('report_reason_known', oneOf(t.reason, reportReasons)),
    check('report_action_known', sql`${t.action} IS NULL OR ${oneOf(t.action, moderationActions)}`),
    check('report_details_length', sql`char_length(${t.details}) <= 1000`),
    check(
      'report_decided',
      sql`(${t.status} = 'open') = (${t.decidedAt} IS NULL) AND (${t.decidedAt} IS NULL) = (${t.action} IS NULL)`,
    ),
    check('report_not_own', sql`${t.reporterId} <> ${t.againstId}`),
    uniqueIndex('report_once_per_person').on(t.reporterId, t.targetKind, t.targetId),
    // The queue: open reports by the thing they are about.
    index('report_open_idx').on(t.targetKind, t.targetId).where(sql`${t.status} = 'open'`),
    // The flag: a person's upheld reports in the last days.
    index('report_upheld_idx').on(t.againstId, t.decidedAt).where(sql`${t.status} = 'upheld'`),
    index('report_reporter_idx').on(t.reporterId, t.createdAt),
    index('report_product_idx').on(t.productId),
    index('report_message_idx').on(t.messageId),
  ],
);

/** What an administrator did, to what, and why (`details.reason`); the money page lists those about money. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subject),
    index('audit_log_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * The ledger's accounts (domain/ledger.ts): one per gateway, one for commission and one for refunds payable,
 * made by the migration; three per seller, made the first time one is posted to.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    sellerId: text('seller_id').references(() => seller.id),
    gateway: text('gateway', { enum: paymentGateways }),
    /** Whether its balance may go below zero (a seller's available balance may; nothing else). */
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    check('ledger_account_kind_known', oneOf(t.kind, ledgerAccountKinds)),
    check(
      'ledger_account_owner',
      sql`(${t.kind} LIKE 'seller_%') = (${t.sellerId} IS NOT NULL) AND (${t.kind} = 'gateway') = (${t.gateway} IS NOT NULL)`,
    ),
    uniqueIndex('ledger_account_unique').on(
      t.kind,
      sql`coalesce(${t.sellerId}, '')`,
      sql`coalesce(${t.gateway}, '')`,
    ),
  ],
);

/**
 * One movement of money, keyed by its cause so that a cause retried posts once. It references what it is
 * about by id without a foreign key: the ledger outlives nothing it records.
 */
export const ledgerPosting = pgTable(
  'ledger_posting',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cause: text('cause', { enum: ledgerCauses }).notNull(),
    causeId: integer('cause_id').notNull(),
    orderId: integer('order_id'),
    deliveryId: integer('delivery_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_posting_cause_known', oneOf(t.cause, ledgerCauses)),
    uniqueIndex('ledger_posting_cause_unique').on(t.cause, t.causeId),
    index('ledger_posting_order_idx').on(t.orderId),
  ],
);

/** An entry: a debit (positive) or a credit (negative) of one account. Never changed or deleted (0018). */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => ledgerPosting.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entry_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entry_account_idx').on(t.accountId),
    index('ledger_entry_posting_idx').on(t.postingId),
  ],
);
