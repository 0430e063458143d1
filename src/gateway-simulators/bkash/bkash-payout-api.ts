import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hiddenRoute } from '../shared/simulator-kit';
import { BKASH_API_PATH } from './bkash-api';
import type { BkashState } from './bkash-state';
import { bkashTime } from './bkash-times';

const OK = { statusCode: '0000', statusMessage: 'Successful' } as const;
const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const UNAUTHORIZED = { message: 'Unauthorized' };

/** The messages of the codes a test may make b2cPayment refuse with (docs/payments.md, error codes). */
const refusalMessages: Record<string, string> = {
  '2023': 'Insufficient Balance',
  '2037': 'The account of the credit party is in a state which prohibits execution of this transaction',
  '503': 'System is undergoing maintenance. Please try again later',
  '9999': 'System Error',
};

const decimalAmount = /^\d{1,12}(\.\d{1,2})?$/;
const poisha = (amount: string) => Math.round(Number(amount) * 100);
const taka = (amountPoisha: number) => (amountPoisha / 100).toFixed(2);
/** A bKash personal wallet: 01, an operator digit, eight more. */
const walletNumber = /^01[3-9]\d{8}$/;

const transferSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  transferType: z.enum(['Collection2Disbursement', 'Disbursement2Collection']),
});
const b2cSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  merchantInvoiceNumber: z.string(),
  receiverMSISDN: z.string(),
});

/**
 * bKash's payout calls, as its merchant plugin makes them (ApiComm.php): the organization's balances, a transfer
 * between its collection and disbursement balances, and a B2C payment to a wallet. An invoice number already paid
 * out is refused as a duplicate (2029) before anything else is looked at, so a payout sent again is never paid
 * twice; bKash offers no query of a payout by its invoice number.
 */
export function bkashPayoutRoutes(
  app: FastifyInstance,
  state: BkashState,
  tokenAccepted: (request: FastifyRequest) => boolean,
): void {
  const { balances } = state;
  const guarded =
    (call: 'organizationBalance' | 'intraAccountTransfer' | 'b2cPayment', answer: Answer) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      state.calls[call]++;
      if (!tokenAccepted(request)) return reply.code(401).send(UNAUTHORIZED);
      return answer(request, reply);
    };

  app.get(
    `${BKASH_API_PATH}/payment/organizationBalance`,
    hiddenRoute,
    guarded('organizationBalance', async () => ({
      organizationBalance: [
        ['Collection Account', balances.collection],
        ['Disbursement Account', balances.disbursement],
      ].map(([name, amount]) => ({
        accountTypeName: name,
        currentBalance: taka(Number(amount)),
        availableBalance: taka(Number(amount)),
        currency: 'BDT',
        accountStatus: 'Active',
        accountHolderName: 'Campus Market (simulator)',
        updateTime: bkashTime(state.clock.now()),
      })),
    })),
  );

  app.post(
    `${BKASH_API_PATH}/payment/intraAccountTransfer`,
    hiddenRoute,
    guarded('intraAccountTransfer', async (request) => {
      const parsed = transferSchema.safeParse(request.body);
      if (!parsed.success) return refusal('2065', 'Mendatory field missing');
      const { amount, currency, transferType } = parsed.data;
      if (!decimalAmount.test(amount) || poisha(amount) < 1) return refusal('2006', 'Invalid amount');
      if (currency !== 'BDT') return refusal('2007', 'Invalid currency');
      const [from, to] =
        transferType === 'Collection2Disbursement'
          ? (['collection', 'disbursement'] as const)
          : (['disbursement', 'collection'] as const);
      if (balances[from] < poisha(amount)) return refusal('2023', 'Insufficient Balance');
      balances[from] -= poisha(amount);
      balances[to] += poisha(amount);
      return {
        ...OK,
        completedTime: bkashTime(state.clock.now()),
        trxID: state.newTrxID(),
        transactionStatus: 'Completed',
        amount,
        currency,
        transferType,
      };
    }),
  );

  app.post(
    `${BKASH_API_PATH}/payment/b2cPayment`,
    hiddenRoute,
    guarded('b2cPayment', async (request, reply) => {
      const parsed = b2cSchema.safeParse(request.body);
      if (!parsed.success) return refusal('2065', 'Mendatory field missing');
      const body = parsed.data;
      if (state.payouts.has(body.merchantInvoiceNumber))
        return refusal('2029', 'Duplicate for all transactions');
      if (!decimalAmount.test(body.amount) || poisha(body.amount) < 1)
        return refusal('2006', 'Invalid amount');
      if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
      if (body.merchantInvoiceNumber.length < 1 || body.merchantInvoiceNumber.length > 255)
        return refusal('2031', 'Invalid merchant invoice number');
      if (!walletNumber.test(body.receiverMSISDN)) return refusal('2065', 'Invalid receiver MSISDN');
      const refused = state.faults.b2cRefusal;
      if (refused !== null) return refusal(refused, refusalMessages[refused] ?? 'Transaction failed');
      const fee = state.faults.b2cFee;
      if (balances.disbursement < poisha(body.amount)) return refusal('2023', 'Insufficient Balance');
      // bKash does not say which balance bears its fee: the simulator takes it from the collection balance.
      balances.disbursement -= poisha(body.amount);
      balances.collection -= poisha(fee);
      const paid = {
        trxID: state.newTrxID(),
        merchantInvoiceNumber: body.merchantInvoiceNumber,
        receiverMSISDN: body.receiverMSISDN,
        amount: body.amount,
        b2cFee: fee,
        completedTime: state.clock.now(),
      };
      state.payouts.set(paid.merchantInvoiceNumber, paid);
      if (state.faults.b2cHangs) await state.held.hold();
      if (state.faults.b2cErrors)
        return reply.code(500).type('text/html').send('<h1>500 Internal Error</h1>');
      return {
        ...OK,
        completedTime: bkashTime(paid.completedTime),
        trxID: paid.trxID,
        transactionStatus: 'Completed',
        amount: paid.amount,
        currency: 'BDT',
        merchantInvoiceNumber: paid.merchantInvoiceNumber,
        receiverMSISDN: paid.receiverMSISDN,
        b2cFee: paid.b2cFee,
      };
    }),
  );
}

type Answer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
