import { PAYOUT_MAX } from '../../../domain/payout';
import { isSameAmount, poishaFromGateway, toGatewayAmount } from '../amount';
import type { BkashClient } from './bkash-client';
import { describeRefusal } from './bkash-errors';

/** bKash's "Duplicate for all transactions": an invoice number it has already carried out. */
export const DUPLICATE_CODE = '2029';

/** bKash sets no published limit on a payout; ours is the request's own. */
const PAYOUT_RANGE = { min: 1, max: PAYOUT_MAX };

export type PayoutToSend = { payoutId: number; amount: number; wallet: string };

/** How sending a payout ended. Every expected answer is one of these; nothing throws. */
export type PayoutOutcome =
  /** The money reached the wallet: bKash's trxID and its fee, in whole taka (rounded half up). */
  | { outcome: 'paid'; trxId: string; fee: number }
  /** bKash refused the payout itself: nothing was paid. */
  | { outcome: 'refused'; message: string }
  /** bKash has already carried out a payout with this invoice number: paid once, its trxID not given. */
  | { outcome: 'duplicate'; message: string }
  /** No usable answer to b2cPayment: the money may or may not have moved. */
  | { outcome: 'unknown'; message: string }
  /** The disbursement balance could not be made ready: b2cPayment was not called, nothing moved to the seller. */
  | { outcome: 'not_sent'; message: string };

const invoiceOf = (payoutId: number) => String(payoutId);

/**
 * bKash's B2C payouts (ApiComm.php `b2cPayout`): the disbursement balance is checked first and topped up from the
 * collection balance when it is short (`intraAccountTransfer` Collection2Disbursement), then `b2cPayment` sends
 * the payout with its id as the merchant invoice number, which bKash keeps unique (2029 on a second use).
 */
export function createBkashPayouts(client: BkashClient) {
  async function prepareDisbursement(amount: number): Promise<string | null> {
    const balances = await client.organizationBalance();
    if (!balances.ok)
      return 'refused' in balances
        ? `organizationBalance: ${describeRefusal(balances.refused)}`
        : balances.detail;
    const disbursement = balances.data.organizationBalance.find((account) =>
      /disburse/i.test(account.accountTypeName),
    );
    const available = disbursement ? poishaFromGateway(disbursement.availableBalance) : null;
    if (available === null) return 'bKash reported no disbursement balance';
    const short = amount * 100 - available;
    if (short <= 0) return null;
    const transfer = await client.intraAccountTransfer({
      amount: (short / 100).toFixed(2),
      transferType: 'Collection2Disbursement',
    });
    if (!transfer.ok)
      return 'refused' in transfer
        ? `intraAccountTransfer: ${describeRefusal(transfer.refused)}`
        : transfer.detail;
    return transfer.data.transactionStatus === 'Completed'
      ? null
      : `intraAccountTransfer: ${transfer.data.transactionStatus}`;
  }

  return {
    async send(payout: PayoutToSend): Promise<PayoutOutcome> {
      const amount = toGatewayAmount(payout.amount, PAYOUT_RANGE);
      if (!amount.ok) return { outcome: 'not_sent', message: `amount ${payout.amount}: ${amount.problem}` };
      const notReady = await prepareDisbursement(payout.amount);
      if (notReady !== null) return { outcome: 'not_sent', message: notReady };
      const answer = await client.b2cPayment({
        amount: amount.text,
        merchantInvoiceNumber: invoiceOf(payout.payoutId),
        receiverMSISDN: payout.wallet,
      });
      if (!answer.ok) {
        if (!('refused' in answer)) return { outcome: 'unknown', message: answer.detail };
        const message = describeRefusal(answer.refused);
        return answer.refused.code === DUPLICATE_CODE
          ? { outcome: 'duplicate', message }
          : { outcome: 'refused', message };
      }
      const paid = answer.data;
      const exact =
        paid.transactionStatus === 'Completed' &&
        isSameAmount(paid.amount, payout.amount) &&
        (paid.merchantInvoiceNumber === undefined ||
          paid.merchantInvoiceNumber === invoiceOf(payout.payoutId));
      if (!exact)
        return {
          outcome: 'unknown',
          message: `b2cPayment answered ${paid.transactionStatus} ${paid.amount} for invoice ${paid.merchantInvoiceNumber ?? '?'} (trxID ${paid.trxID})`,
        };
      const feePoisha = poishaFromGateway(paid.b2cFee ?? '0') ?? 0;
      return { outcome: 'paid', trxId: paid.trxID, fee: Math.round(feePoisha / 100) };
    },
  };
}

export type BkashPayouts = ReturnType<typeof createBkashPayouts>;
