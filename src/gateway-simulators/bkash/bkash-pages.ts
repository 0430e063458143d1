import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldError, hiddenFields, html, page, taka } from '../shared/page';
import { fieldsOf, formRoute, hiddenRoute } from '../shared/simulator-kit';
import { callbackFor } from './bkash-api';
import {
  type BkashState,
  MAX_TRIES,
  SANDBOX_OTP,
  SANDBOX_PIN,
  type SimulatedBkashPayment,
  sandboxWallets,
} from './bkash-state';

const wallets = new Set([
  ...sandboxWallets.pays,
  sandboxWallets.insufficientBalance,
  sandboxWallets.debitBlock,
]);

const stepSchema = z.object({ paymentID: z.string(), value: z.string().trim().default('') });

/**
 * bKash's hosted checkout page: the buyer's account number, then the verification code bKash sends, then the
 * PIN; then back to the merchant's callbackURL with `paymentID` and `status`. Card and wallet numbers are
 * entered here, never on the shop's pages.
 */
export function bkashPageRoutes(app: FastifyInstance, state: BkashState, mount: string): void {
  const pagePath = (paymentID: string) => `${mount}/payment?paymentID=${encodeURIComponent(paymentID)}`;
  const show = (reply: FastifyReply, payment: SimulatedBkashPayment, error?: string) =>
    reply
      .code(error ? 422 : 200)
      .type('text/html; charset=utf-8')
      .send(render(payment, mount, error));
  const unknown = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        page('bKash payment', '<h1>bKash payment</h1><p role="alert">This payment link is not valid.</p>'),
      );
  /** Too many wrong codes: bKash fails the payment and sends the buyer back. */
  const failAfterTries = (reply: FastifyReply, payment: SimulatedBkashPayment, error: string) => {
    payment.wrongTries++;
    if (payment.wrongTries < MAX_TRIES) return show(reply, payment, error);
    payment.transactionStatus = 'Failed';
    payment.step = 'closed';
    return reply.redirect(callbackFor(payment, 'failure'), 303);
  };

  app.get(`/payment`, hiddenRoute, async (request, reply) => {
    const payment = state.payments.get(fieldsOf(request.query).paymentID ?? '');
    return payment ? show(reply, payment) : unknown(reply);
  });

  app.post(`/payment/:step`, formRoute, async (request, reply) => {
    const params = z.object({ step: z.enum(['wallet', 'otp', 'pin', 'cancel']) }).safeParse(request.params);
    const form = stepSchema.safeParse(fieldsOf(request.body));
    const payment = form.success ? state.payments.get(form.data.paymentID) : undefined;
    if (!params.success || !form.success || !payment) return unknown(reply);
    const { step } = params.data;
    if (payment.step === 'authorized' || payment.step === 'closed') return show(reply, payment);
    const { value } = form.data;
    if (step === 'cancel') {
      payment.transactionStatus = 'Cancelled';
      payment.step = 'closed';
      return reply.redirect(callbackFor(payment, 'cancel'), 303);
    }
    if (step !== payment.step) return show(reply, payment);
    if (step === 'wallet') {
      if (!/^01\d{9}$/.test(value))
        return show(reply, payment, 'Enter an 11-digit bKash account number, such as 01770618575.');
      if (!wallets.has(value))
        return show(
          reply,
          payment,
          'This number is not a bKash sandbox wallet. Use one of those listed below.',
        );
      payment.wallet = value;
      payment.step = 'otp';
    } else if (step === 'otp') {
      if (value !== SANDBOX_OTP)
        return failAfterTries(reply, payment, 'That verification code is not right.');
      payment.step = 'pin';
      payment.wrongTries = 0;
    } else {
      if (value !== SANDBOX_PIN) return failAfterTries(reply, payment, 'That PIN is not right.');
      payment.step = 'authorized';
      return reply.redirect(callbackFor(payment, 'success'), 303);
    }
    return reply.redirect(pagePath(payment.paymentID), 303);
  });
}

const stepFields = {
  wallet: {
    title: 'Enter your bKash account number',
    label: 'Your bKash account number',
    attributes: 'type="tel" inputmode="numeric" autocomplete="tel" maxlength="11"',
  },
  otp: {
    title: 'Enter the verification code',
    label: 'Verification code',
    attributes: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"',
  },
  pin: {
    title: 'Enter your bKash PIN',
    label: 'bKash PIN',
    attributes: 'type="password" inputmode="numeric" autocomplete="off" maxlength="5"',
  },
};

function render(payment: SimulatedBkashPayment, mount: string, error?: string): string {
  const summary = `<dl>
<dt>Merchant</dt><dd>Campus Market</dd>
<dt>Invoice</dt><dd>${html(payment.merchantInvoiceNumber)}</dd>
<dt>Amount</dt><dd>${html(taka(payment.amount))}</dd>
</dl>`;
  if (payment.step === 'authorized' || payment.step === 'closed') {
    return page('bKash payment', `<h1>bKash payment</h1>${summary}<p>This payment is finished.</p>`);
  }
  const step = stepFields[payment.step];
  const problem = fieldError('value-error', error);
  const sentTo =
    payment.step === 'otp' && payment.wallet
      ? `<p>bKash sent a verification code to ${html(payment.wallet)}.</p>`
      : '';
  const help =
    payment.step === 'wallet'
      ? `<p class="note">Simulated bKash. Sandbox wallets: ${sandboxWallets.pays.map(html).join(', ')} pay;
${sandboxWallets.insufficientBalance} has too little balance; ${sandboxWallets.debitBlock} is blocked from paying.
Verification code ${SANDBOX_OTP}, PIN ${SANDBOX_PIN}.</p>`
      : '';
  const paymentField = hiddenFields({ paymentID: payment.paymentID });
  return page(
    `${step.title} – bKash`,
    `<h1>${step.title}</h1>
${summary}
${sentTo}
<form method="post" action="${html(mount)}/payment/${payment.step}">
${paymentField}
<label for="value">${step.label}</label>
<input id="value" name="value" ${step.attributes} required autofocus${problem.attributes}>
${problem.paragraph}
<button class="primary" type="submit">Confirm</button>
</form>
<form method="post" action="${html(mount)}/payment/cancel">
${paymentField}
<button type="submit">Cancel payment</button>
</form>
${help}`,
  );
}
