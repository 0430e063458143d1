import { DISPUTE_PHOTO_LIMIT, type DisputeOutcome, type DisputeReason, type DisputeStatus } from './dispute';

/** What people read about a reported problem (docs/payments.md, "Disputes"), and the server's refusals of one. */
export const disputeTexts = {
  report: 'Report a problem',
  reportTitle: 'Report a problem with this part',
  reportIntro:
    'Tell us what is wrong. The seller may offer a refund; otherwise an administrator decides. Your money stays with Campus Market until then.',
  reasonLabel: 'What is wrong?',
  reasonRequired: 'Please choose what is wrong.',
  detailsLabel: 'Details',
  detailsRequired: 'Please describe the problem.',
  photosLabel: `Photos (up to ${DISPUTE_PHOTO_LIMIT})`,
  tooManyPhotos: `Add at most ${DISPUTE_PHOTO_LIMIT} photos.`,
  send: 'Send report',
  sent: 'Your report was sent to the seller.',
  reasons: {
    damaged: 'Arrived damaged or broken',
    not_as_described: 'Not as described',
    missing_items: 'Items missing',
    other: 'Something else',
  } satisfies Record<DisputeReason, string>,
  statuses: {
    open: 'Problem reported',
    accepted: 'Offer accepted',
    decided: 'Decided',
  } satisfies Record<DisputeStatus, string>,
  outcomes: {
    release: 'Released to the seller',
    partial: 'Part refunded',
    full: 'Fully refunded',
  } satisfies Record<DisputeOutcome, string>,
  offerLabel: 'Offer a refund',
  offerAmountLabel: 'Amount (whole taka)',
  offerAmount: 'Enter a whole amount from 1 up to what the buyer paid for this part.',
  noteLabel: 'Note to the buyer',
  noteRequired: 'Please write a note.',
  sendOffer: 'Send offer',
  offerSent: 'Your offer was sent to the buyer.',
  offered: (amount: string) => `The seller offers a refund of ${amount}`,
  acceptOffer: 'Accept offer',
  acceptQuestion: (amount: string) =>
    `Accept a refund of ${amount}? The problem is then settled and the rest of the money goes to the seller.`,
  accepted: (amount: string) => `Offer accepted: ${amount} is on its way back to you.`,
  moneyBack: (amount: string) => `${amount} back to the buyer`,
  waiting: 'Waiting for the seller or an administrator',
  reasonForDecision: 'Please give the reason for this decision.',
  partialAmount: 'Enter a whole amount from 1 up to the part total less 1.',
  decide: 'Decide',
  decided: 'The dispute is decided.',
  queueTitle: 'Disputes',
  queueEmpty: 'No open disputes.',
  waited: (duration: string) => `Waiting ${duration}`,
  cashNotReportable:
    'This part was paid in cash at a meet-up: message the seller about a problem, as the money went to them directly.',
} as const;
