import { formatMoney } from '../../../domain/money';
import { type EmailPreferences, emailPreferenceLabels } from '../../../domain/notifications';
import { pages } from '../../../domain/pages';
import { escapeHtml } from '../../http/escape-html';
import type { Mail } from '../../mail/mailer';

type Recipient = { name: string; email: string };

/** A short notice with one link, and the way to turn this kind of email off. */
function noticeMail(input: {
  to: Recipient;
  subject: string;
  lines: string[];
  action: string;
  url: string;
  publicUrl: string;
  /** The preference that turns it off; none for what must always reach its reader (a payout's outcome). */
  preference: keyof EmailPreferences | null;
}): Mail {
  const { to, subject, lines, action, url, publicUrl, preference } = input;
  const greeting = `Hello ${to.name},`;
  const optOut =
    preference === null
      ? 'You get this email because it is about money Campus Market owes you.'
      : `You get this email because "${emailPreferenceLabels[preference].label}" is on in your email notifications. Turn it off on your profile: ${publicUrl}${pages.profile.path()}`;
  return {
    to: to.email,
    subject,
    text: [greeting, ...lines, `${action}: ${url}`, optOut].join('\n\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
      `<p style="color:#555">${escapeHtml(optOut)}</p>`,
    ].join(''),
  };
}

type PartMail = {
  to: Recipient;
  orderId: number;
  otherParty: string;
  units: number;
  amount: number;
  publicUrl: string;
};

const items = (units: number) => `${units} ${units === 1 ? 'item' : 'items'}`;

/** To a seller: a buyer paid for products of theirs, or will pay them in person (`meetUp`). */
export function newOrderMail({
  to,
  orderId,
  otherParty,
  units,
  amount,
  publicUrl,
  meetUp,
}: PartMail & { meetUp: boolean }): Mail {
  const what = `${items(units)} of yours, ${formatMoney(amount)}`;
  return noticeMail({
    to,
    subject: `New order #${orderId} on Campus Market`,
    lines: meetUp
      ? [
          `${otherParty} placed order #${orderId} to pay you in person: ${what}.`,
          'Message them to agree where to meet, take the payment, then mark it Paid and handed over in Seller orders.',
        ]
      : [
          `${otherParty} paid for order #${orderId}: ${what}.`,
          'Ship them, then mark them as On the Way in Seller orders.',
        ],
    action: 'Open Seller orders',
    url: `${publicUrl}${pages.sellerOrders.path()}`,
    publicUrl,
    preference: 'newOrder',
  });
}

/** To a buyer: a seller shipped their part of the order. */
export function orderShippedMail({ to, orderId, otherParty, units, publicUrl }: PartMail): Mail {
  return noticeMail({
    to,
    subject: `Your order #${orderId} is on the way`,
    lines: [
      `${otherParty} marked ${items(units)} of your order #${orderId} as On the Way.`,
      'When they reach you, press Received in My Orders.',
    ],
    action: 'Open My Orders',
    url: `${publicUrl}${pages.myOrders.path()}`,
    publicUrl,
    preference: 'orderShipped',
  });
}

/**
 * To a buyer or a seller: a part's deadline is near, or the part was cancelled or completed. Says what the bell
 * says (`title`, notificationTitle) and what to do, with a link to where it is done.
 */
export function orderUpdateMail(input: {
  to: Recipient;
  title: string;
  next: string;
  path: string;
  publicUrl: string;
}): Mail {
  const { to, title, next, path, publicUrl } = input;
  const seller = path === pages.sellerOrders.path();
  return noticeMail({
    to,
    subject: title,
    lines: [`${title}.`, next],
    action: seller ? 'Open Seller orders' : 'Open My Orders',
    url: `${publicUrl}${path}`,
    publicUrl,
    preference: 'orderUpdates',
  });
}

/** To anyone: the messages they have not read, by sender, once their conversations went quiet. */
export function messageDigestMail(input: {
  to: Recipient;
  senders: { name: string; count: number }[];
  publicUrl: string;
}): Mail {
  const { to, senders, publicUrl } = input;
  const total = senders.reduce((sum, sender) => sum + sender.count, 0);
  const messages = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;
  return noticeMail({
    to,
    subject: `You have ${total} unread ${total === 1 ? 'message' : 'messages'} on Campus Market`,
    lines: [
      'While you were away:',
      ...senders.map((sender) => `${messages(sender.count)} from ${sender.name}`),
    ],
    action: 'Read them',
    url: `${publicUrl}${pages.messenger.path()}`,
    publicUrl,
    preference: 'messageDigest',
  });
}

/** To a seller: their payout reached their wallet, or was refused (`title`, notificationTitle). Always sent. */
export function payoutMail(input: { to: Recipient; title: string; paid: boolean; publicUrl: string }): Mail {
  const { to, title, paid, publicUrl } = input;
  return noticeMail({
    to,
    subject: title,
    lines: [
      `${title}.`,
      paid
        ? 'Its bKash transaction id is on your Payouts page.'
        : 'The reason is on your Payouts page; you can request a payout again.',
    ],
    action: 'Open Payouts',
    url: `${publicUrl}${pages.sellerPayouts.path()}`,
    publicUrl,
    preference: null,
  });
}

/** To anyone: an item they saved costs less than when they saved it, or is back in stock (`title`, notificationTitle). */
export function savedItemMail(input: {
  to: Recipient;
  title: string;
  productId: number;
  price: number;
  stock: number;
  publicUrl: string;
}): Mail {
  const { to, title, productId, price, stock, publicUrl } = input;
  return noticeMail({
    to,
    subject: title,
    lines: [
      `${title}.`,
      `It is ${formatMoney(price)} now, ${stock > 0 ? `${stock} left` : 'out of stock again'}.`,
    ],
    action: 'See the item',
    url: `${publicUrl}${pages.item.path(productId)}`,
    publicUrl,
    preference: 'savedItems',
  });
}

/** To anyone: the day's new products matching the searches they saved, a line and a link for each search. */
export function savedSearchDigestMail(input: {
  to: Recipient;
  lines: { title: string; path: string }[];
  publicUrl: string;
}): Mail {
  const { to, lines, publicUrl } = input;
  const [first] = lines;
  return noticeMail({
    to,
    subject: lines.length === 1 && first ? first.title : 'New items match the searches you saved',
    lines: lines.map((line) => `${line.title}: ${publicUrl}${line.path}`),
    action: 'See your saved searches',
    url: `${publicUrl}${pages.saved.path()}`,
    publicUrl,
    preference: 'savedSearches',
  });
}

/** To a seller: an administrator took down their listing, warned or banned them; `title` carries the reason. */
export function moderationMail(input: {
  to: Recipient;
  title: string;
  path: string;
  publicUrl: string;
}): Mail {
  const { to, title, path, publicUrl } = input;
  return noticeMail({
    to,
    subject: title,
    lines: [title, 'An administrator decided this after reports from other members of Campus Market.'],
    action: 'See your products',
    url: `${publicUrl}${path}`,
    publicUrl,
    preference: 'moderation',
  });
}
