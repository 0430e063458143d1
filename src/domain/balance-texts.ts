import type { LedgerCause, SellerAccountKind } from './ledger';

type Caused = { cause: LedgerCause; causeId: number; orderId: number | null; account: SellerAccountKind };

const order = (orderId: number | null) => (orderId === null ? 'an order' : `order #${orderId}`);

/** What caused an entry of a seller's statement, in words. */
function describeEntry({ cause, causeId, orderId, account }: Caused): string {
  switch (cause) {
    case 'part.paid':
      return `Order #${orderId} paid`;
    case 'part.refunded':
      return `Refund of ${order(orderId)}: cancelled before completion`;
    case 'part.handed_over':
      return `Commission on a meet-up, ${order(orderId)}`;
    case 'part.completed':
      return account === 'seller_pending'
        ? `Order #${orderId} completed: no longer pending`
        : `Order #${orderId} completed: now available`;
    case 'dispute.refunded':
      return `Dispute refund, ${order(orderId)}`;
    case 'payout.held':
      return `Payout #${causeId} requested: held`;
    case 'payout.paid':
      return `Payout #${causeId} paid`;
    case 'payout.voided':
      return `Payout #${causeId} voided: back to available`;
    case 'refund.paid':
    case 'attempt.refund_due':
    case 'attempt.refunded':
      return `Refund of ${order(orderId)}`;
  }
}

/** The seller's balance page (/seller/balance) and its CSV statement. */
export const balanceTexts = {
  title: 'Balance',
  link: 'Balance',
  loading: 'Loading your balance',
  figures: { pending: 'Pending', available: 'Available', inTransit: 'In transit', paidOut: 'Paid out' },
  figureHelp: {
    pending: 'Paid for parts not completed yet',
    available: 'Yours to be paid out',
    inTransit: 'On its way to your wallet',
    paidOut: 'Paid to your wallet so far',
  },
  accounts: {
    seller_pending: 'Pending',
    seller_available: 'Available',
    seller_in_transit: 'In transit',
  } satisfies Record<SellerAccountKind, string>,
  pendingTitle: 'When pending money becomes available',
  noPending: 'Nothing is pending.',
  availableFrom: (at: string) => `Available from ${at}`,
  availableAfterDelivery: (window: string) => `Available ${window} after it is delivered`,
  heldByDispute: 'Held until its dispute is settled',
  statementTitle: 'Statement',
  noEntries: 'No entries yet. Your sales will show here once they are paid.',
  olderEntries: 'Older entries',
  download: 'Download CSV',
  columns: { date: 'Date', description: 'Description', order: 'Order', account: 'Account', amount: 'Amount' },
  describeEntry,
  csvFileName: (day: string) => `campus-market-statement-${day}.csv`,
  salesChartTitle: 'Sales by week',
  salesChartLabel: 'Sales',
  noSales: 'No sales in the last 12 weeks.',
} as const;
