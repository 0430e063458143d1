import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldsOf, formRoute, hiddenRoute } from '../shared/simulator-kit';
import type { SimulatedSession, SslcommerzState } from './sslcommerz-state';
import { describeTransaction, poisha, sslcommerzTime } from './sslcommerz-transactions';

export type SslcommerzSimulatorStore = { storeId: string; storePassword: string };

type Setup = {
  store: SslcommerzSimulatorStore;
  /** The hosted page's address for a session, as the buyer's browser reaches it. */
  pageUrl: (request: FastifyRequest, sessionkey: string) => string;
};

/** The paths of SSLCommerz v4 (its PHP library's config.php and the npm sslcommerz-lts client). */
export const sslcommerzPaths = {
  session: '/gwprocess/v4/api.php',
  page: '/gwprocess/v4/gw.php',
  validation: '/validator/api/validationserverAPI.php',
  merchantApi: '/validator/api/merchantTransIDvalidationAPI.php',
};

/** Fields SSLCommerz refuses a session without. */
const requiredSessionFields = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

const decimalAmount = /^\d{1,8}(\.\d{1,2})?$/;
const isWebAddress = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

const sessionRefused = (failedreason: string) => ({
  status: 'FAILED',
  failedreason,
  sessionkey: '',
  gw: [],
  redirectGatewayURL: '',
  directPaymentURLBank: '',
  directPaymentURLCard: '',
  directPaymentURL: '',
  redirectGatewayURLFailed: '',
  GatewayPageURL: '',
  storeBanner: '',
  storeLogo: '',
  desc: [],
  is_direct_pay_enable: '0',
});

/** Session creation, the Validation API and the merchant API (transaction query, refund, refund query). */
export function sslcommerzApiRoutes(app: FastifyInstance, state: SslcommerzState, setup: Setup): void {
  const { store } = setup;
  const now = () => state.clock.now();
  const storeMatches = (fields: Record<string, string>) =>
    fields.store_id === store.storeId && fields.store_passwd === store.storePassword;

  app.post(sslcommerzPaths.session, formRoute, async (request) => {
    state.calls.session++;
    const fields = fieldsOf(request.body);
    if (!storeMatches(fields)) return sessionRefused('Store Credential Error Or Store is De-active');
    const missing = requiredSessionFields.filter((name) => !fields[name]);
    if (missing.length > 0) return sessionRefused(`Invalid Information: ${missing.join(', ')} is missing`);
    const amount = fields.total_amount ?? '';
    if (!decimalAmount.test(amount) || poisha(amount) < 1000 || poisha(amount) > 50_000_000)
      return sessionRefused('Invalid amount: total_amount must be from 10.00 to 500000.00 BDT');
    if (fields.currency !== 'BDT') return sessionRefused('Invalid currency: the simulator takes BDT');
    if ((fields.tran_id ?? '').length > 30) return sessionRefused('Invalid tran_id: at most 30 characters');
    const urls = [fields.success_url, fields.fail_url, fields.cancel_url, fields.ipn_url];
    if (urls.some((url) => url !== undefined && url !== '' && !isWebAddress(url)))
      return sessionRefused(
        'Invalid Information: success_url, fail_url, cancel_url and ipn_url must be URLs',
      );
    const session: SimulatedSession = {
      sessionkey: state.newSessionKey(),
      tranId: fields.tran_id ?? '',
      totalAmount: amount,
      currency: 'BDT',
      successUrl: fields.success_url ?? '',
      failUrl: fields.fail_url ?? '',
      cancelUrl: fields.cancel_url ?? '',
      ipnUrl: fields.ipn_url || undefined,
      productName: fields.product_name ?? '',
      values: {
        value_a: fields.value_a ?? '',
        value_b: fields.value_b ?? '',
        value_c: fields.value_c ?? '',
        value_d: fields.value_d ?? '',
      },
      finished: false,
    };
    state.sessions.set(session.sessionkey, session);
    const pageUrl = setup.pageUrl(request, session.sessionkey);
    return {
      ...sessionRefused(''),
      status: 'SUCCESS',
      sessionkey: session.sessionkey,
      gw: {
        visa: 'dbbl_visa',
        master: 'city_master',
        amex: '',
        othercards: '',
        internetbanking: '',
        mobilebanking: 'bkash,nagad',
      },
      redirectGatewayURL: `${pageUrl}&gw=`,
      GatewayPageURL: pageUrl,
    };
  });

  app.get(sslcommerzPaths.validation, hiddenRoute, async (request) => {
    state.calls.validation++;
    const query = fieldsOf(request.query);
    if (!query.val_id || !query.store_id || !query.store_passwd) return { APIConnect: 'INVALID_REQUEST' };
    if (!storeMatches(query)) return { APIConnect: 'FAILED' };
    const transaction = state.transactions.find((candidate) => candidate.valId === query.val_id);
    const session = transaction && state.sessions.get(transaction.sessionkey);
    if (!transaction || !session) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    const answer = {
      ...describeTransaction(transaction, session, store.storeId),
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      APIConnect: 'DONE',
      validated_on: sslcommerzTime(now()),
      gw_version: '',
    };
    // A second validation of the same payment answers VALIDATED.
    if (transaction.status === 'VALID') transaction.status = 'VALIDATED';
    return answer;
  });

  app.get(sslcommerzPaths.merchantApi, hiddenRoute, async (request) => {
    const query = fieldsOf(request.query);
    if (!query.store_id || !query.store_passwd) return { APIConnect: 'INVALID_REQUEST' };
    if (!storeMatches(query)) return { APIConnect: 'FAILED' };
    if (query.refund_amount !== undefined) return refund(query);
    if (query.refund_ref_id !== undefined) return refundQuery(query.refund_ref_id);
    if (query.tran_id !== undefined) return transactionQuery(query.tran_id);
    return { APIConnect: 'INVALID_REQUEST' };
  });

  function transactionQuery(tranId: string) {
    state.calls.query++;
    const element = state.transactions
      .filter((transaction) => transaction.tranId === tranId)
      .flatMap((transaction) => {
        const session = state.sessions.get(transaction.sessionkey);
        return session ? [describeTransaction(transaction, session, store.storeId)] : [];
      });
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
  }

  function refund(query: Record<string, string>) {
    state.calls.refund++;
    const bankTranId = query.bank_tran_id ?? '';
    const refused = (errorReason: string) => ({
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      status: 'failed',
      errorReason,
    });
    const transaction = state.transactions.find((candidate) => candidate.bankTranId === bankTranId);
    if (!transaction || (transaction.status !== 'VALID' && transaction.status !== 'VALIDATED'))
      return refused('No paid transaction with this bank_tran_id');
    const refundTransId = query.refund_trans_id ?? '';
    if (!refundTransId || refundTransId.length > 30)
      return refused('refund_trans_id is required (at most 30 characters)');
    const taken = state.transactions.some((candidate) =>
      candidate.refunds.some((earlier) => earlier.refundTransId === refundTransId),
    );
    if (taken) return refused('Duplicate refund_trans_id');
    const amount = query.refund_amount ?? '';
    if (!decimalAmount.test(amount) || poisha(amount) < 1) return refused('Invalid refund_amount');
    const refunded = transaction.refunds.reduce((sum, earlier) => sum + poisha(earlier.amount), 0);
    if (poisha(amount) > poisha(transaction.amount) - refunded)
      return refused('Refund amount is greater than the amount left to refund');
    const made = { refundRefId: state.newRefundRefId(), refundTransId, amount, initiatedOn: now() };
    transaction.refunds.push(made);
    return {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: transaction.tranId,
      refund_ref_id: made.refundRefId,
      status: 'success',
      errorReason: '',
    };
  }

  function refundQuery(refundRefId: string) {
    state.calls.refundQuery++;
    for (const transaction of state.transactions) {
      const made = transaction.refunds.find((candidate) => candidate.refundRefId === refundRefId);
      if (!made) continue;
      return {
        APIConnect: 'DONE',
        bank_tran_id: transaction.bankTranId,
        tran_id: transaction.tranId,
        refund_ref_id: refundRefId,
        initiated_on: sslcommerzTime(made.initiatedOn),
        refunded_on: sslcommerzTime(made.initiatedOn),
        status: 'refunded',
        errorReason: '',
      };
    }
    return { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid refund_ref_id' };
  }
}
