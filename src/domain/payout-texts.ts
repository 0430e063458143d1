import { formatDateTime } from './format-date';
import { formatMoney } from './money';
import type { PayoutStatus } from './payout';

/** The texts of payouts: the seller's wallet and requests, the administrator's queue. */
export const payoutTexts = {
  pageTitle: 'Payouts',
  walletTitle: 'Payout wallet',
  walletLabel: 'bKash wallet number',
  walletPlaceholder: '01XXXXXXXXX',
  walletInvalid: 'Enter a bKash wallet number: 11 digits starting with 013 to 019.',
  walletNone: 'You have not set a payout wallet yet. Payouts go only to a wallet you have verified.',
  walletVerified: (wallet: string) => `Payouts go to your verified bKash wallet ${wallet}.`,
  sendCode: 'Send code',
  changeWallet: 'Change wallet',
  codeSent: (email: string) => `We emailed a 6-digit code to ${email}. Enter it to verify the wallet.`,
  codePending: (wallet: string, expiresAt: string) =>
    `A code for ${wallet} was emailed to you; it works until ${formatDateTime(expiresAt)}.`,
  codeLabel: 'Verification code',
  codeInvalid: 'Enter the 6-digit code from the email.',
  verify: 'Verify',
  verified: (wallet: string) => `Wallet ${wallet} is verified.`,
  availableTitle: 'Available balance',
  minimum: (amount: number) => `The smallest payout is ${formatMoney(amount)}.`,
  amountLabel: 'Amount (TK)',
  amountInvalid: 'Enter a whole amount in taka.',
  requestPayout: 'Request payout',
  requested: (amount: number) => `Payout of ${formatMoney(amount)} requested.`,
  openPayout: 'A payout is on its way: you can request another once it is paid or refused.',
  historyTitle: 'Payout history',
  historyEmpty: 'No payouts yet.',
  statusLabels: {
    requested: 'Requested',
    sending: 'Sending',
    unknown: 'Being checked',
    paid: 'Paid',
    refused: 'Refused',
  } satisfies Record<PayoutStatus, string>,
  // The administrator's queue.
  queueTitle: 'Payouts queue',
  queueEmpty: 'No payouts are waiting.',
  queueMode: (mode: 'api' | 'manual') =>
    mode === 'api'
      ? 'Payouts are sent through bKash: Send pays the wallet at once.'
      : 'Send each payout from the bKash merchant app, then record its transaction id here.',
  waitingFor: (since: string) => `waiting since ${formatDateTime(since)}`,
  send: 'Send',
  sendQuestion: (amount: number, wallet: string) =>
    `Send ${formatMoney(amount)} to the bKash wallet ${wallet}?`,
  sent: (id: number) => `Payout #${id} is paid.`,
  record: 'Record payout',
  recordTitle: (id: number) => `Record payout #${id}`,
  trxIdLabel: 'bKash transaction id (TrxID)',
  trxIdInvalid: 'Enter the TrxID bKash showed for the transfer: letters and digits.',
  reasonLabel: 'Reason',
  reasonRequired: 'Please give a reason.',
  recorded: (id: number) => `Payout #${id} is recorded as paid.`,
  refuse: 'Refuse',
  refuseTitle: (id: number) => `Refuse payout #${id}`,
  refused: (id: number) => `Payout #${id} is refused; its amount is back in the seller's available balance.`,
  historyOf: 'History',
  previousPayouts: 'Earlier payouts',
  sendFailed: 'Could not send this payout',
  recordFailed: 'Could not record this payout',
  refuseFailed: 'Could not refuse this payout',
  requestFailed: 'Could not request a payout',
  walletFailed: 'Could not set the wallet',
  verifyFailed: 'Could not verify the wallet',
};
