import { REPORT_DETAILS_MAX_LENGTH, REPORTS_PER_HOUR } from './limits';

// No schema here: error-codes.ts, which every page loads, reads these texts.

export const moderationTexts = {
  reportButton: 'Report',
  dialogTitle: {
    listing: 'Report this listing',
    seller: 'Report this seller',
    message: 'Report this message',
  },
  reasonLabel: 'Reason',
  reasonRequired: 'Please choose a reason.',
  detailsLabel: 'What is wrong?',
  detailsTooLong: `At most ${REPORT_DETAILS_MAX_LENGTH} characters, please.`,
  send: 'Send report',
  sent: 'Thank you. An administrator will look at your report.',
  alreadyReported: 'You have already reported this.',
  ownReport: 'You cannot report your own listing, yourself or your own message.',
  tooMany: `You can send up to ${REPORTS_PER_HOUR} reports an hour. Please try again later.`,
  decisionReasonRequired: 'Please say why: the seller reads it.',
  decided: 'These reports have already been decided.',
  notASeller: 'This person is not a seller, so there is no seller account to ban.',
  queueTitle: 'Reports',
  actions: {
    hide: 'Hide listing',
    warn: 'Warn seller',
    ban: 'Ban seller',
    dismiss: 'Dismiss',
  },
  kinds: { listing: 'Listing', seller: 'Seller', message: 'Message' },
  decisionLabel: 'Decision',
  decisionReasonLabel: 'Reason (sent to the seller and kept in the audit log)',
  decide: 'Decide',
  decidedToast: 'Decided: every report in the group was settled and its reporters told.',
  reportCount: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  queueEmpty: 'No open reports.',
  flagged: 'Flagged for review',
  takenDown: (reason: string) => `Taken down by an administrator: ${reason}`,
  takenDownRefused: 'An administrator took this listing down; it cannot be changed or listed again.',
} as const;
