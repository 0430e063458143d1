import type { AuditEntry } from './audit-log';

const actionWords: Record<string, string> = {
  'order.deleted': 'Deleted an order',
  'order.part_cancelled': 'Cancelled a paid part and refunded it',
  'payment.held_accepted': 'Accepted a held payment',
  'payment.held_refunded': 'Refunded a held payment',
  'category.commission_changed': "Changed a category's commission",
};

/** Hundredths of a percent as the administrator reads them: '2.5 %', or the default's words when null. */
const percent = (basisPoints: unknown) =>
  typeof basisPoints === 'number' ? `${basisPoints / 100} %` : 'the default';

/** What an administrator did, in words; an action this list does not know yet is shown as it is stored. */
function describeAction(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  if (entry.action === 'category.commission_changed')
    return `Changed a category's commission from ${percent(entry.details.from)} to ${percent(entry.details.to)}`;
  return actionWords[entry.action] ?? entry.action;
}

/** The administrator's money page (/admin/money) and audit log (/admin/audit). */
export const moneyReportTexts = {
  moneyTitle: 'Money',
  moneyIntro:
    'Each week from Monday, Dhaka time, over the last 12 weeks. Balances owed and payouts waiting are as they stood at the end of the week.',
  moneyLoading: 'Loading the figures',
  columns: {
    week: 'Week of',
    grossSales: 'Gross sales',
    commission: 'Commission',
    refunds: 'Refunds',
    owedToSellers: 'Owed to sellers',
    payoutsSent: 'Payouts sent',
    payoutsWaiting: 'Payouts waiting',
  },
  chartLabel: 'Gross sales, commission and refunds by week',
  tableLabel: 'Money by week',
  /** Asked beside an administrator's action on money; the answer is kept in the audit log. */
  reasonLabel: 'Reason (optional)',
  auditTitle: 'Audit log',
  auditLoading: 'Loading the audit log',
  moneyOnly: 'Money actions only',
  noAudit: 'Nothing has been done yet.',
  olderAudit: 'Older entries',
  auditColumns: { when: 'When', who: 'Who', what: 'What', subject: 'Subject', why: 'Why' },
  deletedActor: 'A deleted account',
  noReason: '—',
  describeAction,
} as const;
