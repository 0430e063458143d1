import { describe, expect, it } from 'vitest';
import { checkoutTexts } from '../../../domain/checkout-texts';
import {
  initialPaymentState,
  type PaymentEvent,
  type PaymentState,
  paymentTransition,
} from './payment-machine';

const run = (events: PaymentEvent[], from: PaymentState = initialPaymentState) =>
  events.reduce(paymentTransition, from);

const pending: PaymentEvent = { type: 'orderRead', payment: 'pending', orderOpen: true };
const completed: PaymentEvent = { type: 'orderRead', payment: 'completed', orderOpen: true };
const paying = run([pending]);
const refused = (code: Extract<PaymentEvent, { type: 'payFailed' }>['code'], message = 'No.') =>
  ({ type: 'payFailed', code, message }) as const;

describe('paymentTransition', () => {
  it('shows the form once the order waits for payment', () => {
    expect(paying).toEqual({ view: { kind: 'paying', sending: false, error: null }, recheck: 0 });
  });

  it("sends the buyer to the gateway's page once Pay is answered", () => {
    const sent = run([{ type: 'paySent' }], paying);
    expect(sent.view).toEqual({ kind: 'paying', sending: true, error: null });
    const url = 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=X';
    expect(run([{ type: 'redirected', url }], sent).view).toEqual({ kind: 'redirecting', url });
  });

  it('confirms a payment for 2 s, then shows the success', () => {
    const sent = run([{ type: 'paySent' }], paying);
    expect(run([completed], sent).view).toEqual({ kind: 'confirming' });
    expect(run([completed, { type: 'successDelayOver' }], sent).view).toEqual({ kind: 'paid' });
  });

  it('back from the gateway without payment, shows the form with why', () => {
    const failed: PaymentEvent = {
      ...pending,
      lastAttempt: { status: 'failed', message: 'The bKash payment was cancelled.' },
    };
    expect(run([failed]).view).toEqual({
      kind: 'paying',
      sending: false,
      error: 'Payment failed. Please try again. The bKash payment was cancelled.',
    });
    expect(run([{ ...pending, lastAttempt: { status: 'created', message: null } }]).view).toEqual(
      paying.view,
    );
  });

  it('back from the gateway before its answer, waits for it, and offers the form to pay anew', () => {
    const unanswered: PaymentEvent = { ...pending, lastAttempt: { status: 'pending', message: null } };
    const checking = run([unanswered]);
    expect(checking.view).toEqual({ kind: 'checking' });
    // The same read again (a reconnect) changes nothing; the gateway's answer does.
    expect(run([unanswered], checking)).toBe(checking);
    expect(run([completed], checking).view).toEqual({ kind: 'confirming' });
    const declined: PaymentEvent = { ...pending, lastAttempt: { status: 'failed', message: 'Declined.' } };
    expect(run([declined], checking).view).toEqual({
      kind: 'paying',
      sending: false,
      error: 'Payment failed. Please try again. Declined.',
    });
    expect(run([{ ...pending, lastAttempt: { status: 'held', message: null } }], checking).view).toEqual({
      kind: 'held',
    });
    expect(run([{ type: 'payAgain' }], checking).view).toEqual(paying.view);
    expect(run([{ type: 'timeUp' }], checking).view).toEqual({
      kind: 'expired',
      message: checkoutTexts.paymentExpired,
    });
    // A form being filled in is not taken away by an older try's lack of answer.
    expect(run([unanswered], paying)).toBe(paying);
    expect(run([{ type: 'payAgain' }], paying)).toBe(paying);
  });

  it('shows a held payment as being checked, and its success once accepted', () => {
    const held = run([{ ...pending, lastAttempt: { status: 'held', message: null } }]);
    expect(held.view).toEqual({ kind: 'held' });
    expect(run([{ type: 'timeUp' }], held)).toBe(held);
    expect(run([completed], held).view).toEqual({ kind: 'confirming' });
  });

  it('shows the success at once for an order paid before the screen opened', () => {
    expect(run([completed]).view).toEqual({ kind: 'paid' });
    expect(run([completed], paying).view).toEqual({ kind: 'paid' });
  });

  it('expires at 0 and asks the server to read the order again', () => {
    const expired = run([{ type: 'timeUp' }], paying);
    expect(expired).toEqual({ view: { kind: 'expired', message: checkoutTexts.paymentExpired }, recheck: 1 });
    // The server's own expiry, read afterwards, changes nothing on screen.
    expect(run([{ type: 'orderRead', payment: 'failed', orderOpen: false }], expired)).toBe(expired);
  });

  it('expires when the server expired the payment or closed the order first', () => {
    const session = { kind: 'expired', message: checkoutTexts.sessionExpired };
    expect(run([{ type: 'orderRead', payment: 'failed', orderOpen: true }], paying).view).toEqual(session);
    expect(run([{ type: 'orderRead', payment: 'pending', orderOpen: false }]).view).toEqual(session);
  });

  it('leaves for home when the order vanished, and stays leaving', () => {
    const leaving = run([{ type: 'orderVanished' }], paying);
    expect(leaving.view).toEqual({ kind: 'leaving', path: '/', message: checkoutTexts.orderExpired });
    expect(run([pending, { type: 'timeUp' }, completed], leaving)).toBe(leaving);
  });

  it('turns each refusal of the payment into its screen', () => {
    const sent = run([{ type: 'paySent' }], paying);
    expect(run([refused('unauthenticated', 'Please login to continue')], sent).view).toEqual({
      kind: 'leaving',
      path: '/login',
      message: 'Please login to continue',
    });
    expect(run([refused('not_found', checkoutTexts.orderExpired)], sent).view).toMatchObject({ path: '/' });
    expect(run([refused('payment_expired', 'Too late.')], sent).view).toEqual({
      kind: 'expired',
      message: 'Too late.',
    });
    expect(run([refused('validation', 'Payment failed. Please try again.')], sent).view).toEqual({
      kind: 'paying',
      sending: false,
      error: 'Payment failed. Please try again.',
    });
  });

  it('reads the order again when the payment went through elsewhere', () => {
    const again = run([{ type: 'paySent' }, refused('payment_completed')], paying);
    expect(again).toEqual({ view: { kind: 'paying', sending: false, error: null }, recheck: 1 });
    expect(run([completed], again).view).toEqual({ kind: 'paid' });
  });

  it('clears the last refusal when the next payment is sent', () => {
    const failed = run([{ type: 'paySent' }, refused('validation')], paying);
    expect(run([{ type: 'paySent' }], failed).view).toEqual({ kind: 'paying', sending: true, error: null });
  });

  it('clears the last refusal when Pay is pressed with a field missing, and changes nothing else', () => {
    const failed = run([{ type: 'paySent' }, refused('validation')], paying);
    expect(run([{ type: 'payInvalid' }], failed).view).toEqual({
      kind: 'paying',
      sending: false,
      error: null,
    });
    expect(run([{ type: 'payInvalid' }], paying)).toBe(paying);
  });

  it('ignores events that mean nothing in a state', () => {
    expect(run([{ type: 'timeUp' }, { type: 'redirected', url: 'x' }, { type: 'successDelayOver' }])).toBe(
      initialPaymentState,
    );
  });
});
