import { z } from 'zod';
import { idParamSchema } from './ids';
import { partnerDisplayName } from './messenger';
import { pages } from './pages';
import { savedSearchLabel, savedSearchLinkSchema, savedSearchPath } from './saved-search-link';

/**
 * What a person is told about, each in the bell of the header: a seller's new paid order part and the
 * buyer's Delivered, a buyer's part shipped, a paid part cancelled (the buyer's part-cancelled, the seller's
 * sale-cancelled, to each side that did not cancel it), the
 * reminders before a part's deadline (the seller's ship-by, the buyer's automatic Received), a seller's part
 * completed, a dispute opened (to the seller), offered (to the buyer) and settled (the buyer's dispute-settled, the
 * seller's sale-dispute-settled), a seller's payout paid or refused, an applicant's confirmed or cancelled application, a seller's approved product, an
 * item a person saved that got cheaper than when they saved it or came back in stock, a day's new products matching a
 * search they saved, and messages that arrived
 * while their chat was not open.
 */
export const notificationKinds = [
  'order-paid',
  'part-delivered',
  'part-shipped',
  'part-cancelled',
  'sale-cancelled',
  'ship-reminder',
  'receive-reminder',
  'part-completed',
  'dispute-opened',
  'dispute-offered',
  'dispute-settled',
  'sale-dispute-settled',
  'payout-paid',
  'payout-refused',
  'seller-confirmed',
  'seller-cancelled',
  'product-approved',
  'saved-price-drop',
  'saved-back-in-stock',
  'saved-search-matches',
  'listing-taken-down',
  'moderation-warning',
  'account-banned',
  'report-decided',
  'message',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** How many notifications the bell lists, newest first; older ones stay counted while unread. */
export const NOTIFICATION_LIST_LIMIT = 30;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  orderId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** Who caused it: the buyer, the seller, or the sender of the messages. */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The saved search a digest line tells of, to name it and link to its results. */
  search: savedSearchLinkSchema.nullable(),
  /** Messages from the same sender gather in one notification while it is unread; a digest line's new matches. */
  count: z.number().int().min(1),
  /** An administrator's reason for a takedown, warning or ban, or what came of a person's report. */
  note: z.string().nullable(),
  /** When it last happened (the latest message of a gathered one). */
  at: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int().min(0),
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadNotificationsSchema = z.object({ unread: z.number().int().min(0) });

export const notificationParamsSchema = z.object({ id: idParamSchema });

type Described = Pick<
  Notification,
  'kind' | 'orderId' | 'productId' | 'productName' | 'actorName' | 'count'
> &
  Partial<Pick<Notification, 'search'>> & {
    note?: string | null;
  };

const order = (orderId: number | null) => (orderId === null ? 'An order' : `Order #${orderId}`);

/** The one line a notification reads, in the bell and in its email's subject. */
export function notificationTitle(notification: Described): string {
  const { kind, orderId, count } = notification;
  const actor = partnerDisplayName(notification.actorName);
  switch (kind) {
    case 'order-paid':
      return `New order${orderId === null ? '' : ` #${orderId}`} from ${actor}`;
    case 'part-delivered':
      return `${actor} received ${order(orderId).toLowerCase()}`;
    case 'part-shipped':
      return `${order(orderId)} is on the way from ${actor}`;
    case 'part-cancelled':
    case 'sale-cancelled':
      return notification.actorName === null
        ? `${order(orderId)} was not shipped in time and was cancelled`
        : `${order(orderId)} was cancelled by ${actor}`;
    case 'ship-reminder':
      return `Ship ${order(orderId).toLowerCase()} soon, or it will be cancelled and refunded`;
    case 'receive-reminder':
      return `Mark ${order(orderId).toLowerCase()} Received, or it will be received for you soon`;
    case 'part-completed':
      return `${order(orderId)} is completed`;
    case 'dispute-opened':
      return `${actor} reported a problem with ${order(orderId).toLowerCase()}`;
    case 'dispute-offered':
      return `${actor} offered a refund for ${order(orderId).toLowerCase()}`;
    case 'dispute-settled':
    case 'sale-dispute-settled':
      return `The problem with ${order(orderId).toLowerCase()} is settled`;
    case 'payout-paid':
      return 'Your payout was sent to your bKash wallet';
    case 'payout-refused':
      return 'Your payout was refused: the money is back in your available balance';
    case 'seller-confirmed':
      return 'Your seller application was approved: you can now sell';
    case 'seller-cancelled':
      return 'Your seller application was cancelled';
    case 'product-approved':
      return `${notification.productName ?? 'Your product'} was approved and is now in the shop`;
    case 'saved-price-drop':
      return `${notification.productName ?? 'An item you saved'} costs less than when you saved it`;
    case 'saved-back-in-stock':
      return `${notification.productName ?? 'An item you saved'} is back in stock`;
    case 'saved-search-matches': {
      const search = notification.search ? savedSearchLabel(notification.search) : 'a search you saved';
      const what = count === 1 ? '1 new item' : `${count} new items`;
      return notification.search?.q === null
        ? `${what} in ${search}`
        : `${what} ${count === 1 ? 'matches' : 'match'} ${search}`;
    }
    case 'listing-taken-down':
      return `${notification.productName ?? 'Your listing'} was taken down by an administrator: ${notification.note ?? ''}`;
    case 'moderation-warning':
      return `An administrator warned you: ${notification.note ?? ''}`;
    case 'account-banned':
      return `An administrator banned your seller account: ${notification.note ?? ''}`;
    case 'report-decided':
      return `Your report was reviewed: ${notification.note ?? ''}`;
    case 'message':
      return count === 1 ? `New message from ${actor}` : `${count} new messages from ${actor}`;
  }
}

/** Where a notification takes its reader: the page about what happened. */
export function notificationPath(
  notification: Pick<Notification, 'kind' | 'productId' | 'actorId'> & Partial<Pick<Notification, 'search'>>,
): string {
  switch (notification.kind) {
    case 'order-paid':
    case 'part-delivered':
    case 'ship-reminder':
    case 'part-completed':
    case 'sale-cancelled':
    case 'dispute-opened':
    case 'sale-dispute-settled':
      return pages.sellerOrders.path();
    case 'part-shipped':
    case 'receive-reminder':
    case 'part-cancelled':
    case 'dispute-offered':
    case 'dispute-settled':
      return pages.myOrders.path();
    case 'payout-paid':
    case 'payout-refused':
      return pages.sellerPayouts.path();
    case 'seller-confirmed':
    case 'seller-cancelled':
      return pages.sellerDashboard.path();
    case 'product-approved':
      return notification.productId === null
        ? pages.myProducts.path()
        : pages.item.path(notification.productId);
    case 'saved-price-drop':
    case 'saved-back-in-stock':
      return notification.productId === null ? pages.saved.path() : pages.item.path(notification.productId);
    case 'saved-search-matches':
      return notification.search ? savedSearchPath(notification.search) : pages.saved.path();
    case 'listing-taken-down':
    case 'moderation-warning':
    case 'account-banned':
      return pages.myProducts.path();
    case 'report-decided':
      return notification.productId === null ? pages.home.path() : pages.item.path(notification.productId);
    case 'message':
      return notification.actorId === null
        ? pages.messenger.path()
        : pages.messenger.path({ about: 'person', userId: notification.actorId });
  }
}

// ── Email preferences ──

/** Each email a person may turn off on their profile; every one is on until they do. */
export const emailPreferencesSchema = z.strictObject({
  /** A seller: an order with their products was paid. */
  newOrder: z.boolean(),
  /** A buyer: a seller shipped their part of an order. */
  orderShipped: z.boolean(),
  /** Anyone: the messages they have not read, once their conversations have gone quiet. */
  messageDigest: z.boolean(),
  /** A part's reminders before its deadline, and its cancel or completion. */
  orderUpdates: z.boolean(),
  /** Anyone: an item they saved got cheaper or came back in stock. */
  savedItems: z.boolean(),
  /** Anyone: the daily digest of new products matching their saved searches. */
  savedSearches: z.boolean(),
  /** A seller: an administrator took down their listing, warned or banned them, with the reason. */
  moderation: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const defaultEmailPreferences: EmailPreferences = {
  newOrder: true,
  orderShipped: true,
  messageDigest: true,
  orderUpdates: true,
  savedItems: true,
  savedSearches: true,
  moderation: true,
};

export const emailPreferenceLabels: Record<keyof EmailPreferences, { label: string; description: string }> = {
  newOrder: {
    label: 'New orders',
    description: 'When a buyer pays for your products (sellers).',
  },
  orderShipped: {
    label: 'Orders on the way',
    description: 'When a seller marks your order as On the Way.',
  },
  messageDigest: {
    label: 'Unread messages',
    description: 'A summary of messages you have not read, once a conversation has gone quiet.',
  },
  orderUpdates: {
    label: 'Order deadlines',
    description:
      'A reminder a day before an order is cancelled or received for you, when one is cancelled or completed, and what happens to a problem reported with one.',
  },
  savedItems: {
    label: 'Saved items',
    description: 'When an item you saved costs less than when you saved it, or is back in stock.',
  },
  savedSearches: {
    label: 'Saved searches',
    description: 'Once a day at most, when something new matches a search you saved.',
  },
  moderation: {
    label: 'Administrator notices',
    description:
      'When an administrator takes down your listing, warns you or bans your seller account, and why.',
  },
};
