import { REPORT_DETAILS_MAX_LENGTH } from './limits';

// The errors' texts are in error-codes.ts, which every page loads; these only where moderation is.

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
  decisionReasonRequired: 'Please say why: the seller reads it.',
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
} as const;
