import type { PaymentStatus } from '../../../domain/checkout';
import { checkoutTexts } from '../../../domain/checkout-texts';
import type { ErrorCode } from '../../../domain/error-codes';
import { pages } from '../../../domain/pages';
import type { LastAttempt } from '../../../domain/payment-attempt';

/**
 * What the payment screen shows. `leaving` shows nothing of its own: the screen is going to another page with
 * a warning.
 */
export type PaymentView =
  | { kind: 'loading' }
  /** `sending` while a payment is on its way; `error` is why the last one was refused. */
  | { kind: 'paying'; sending: boolean; error: string | null }
  /** Pay was answered with the gateway's page: the browser is on its way there. */
  | { kind: 'redirecting'; url: string }
  /**
   * The buyer went to the gateway and is here again before its answer (back from its page, or a reload): the
   * gateway is being asked, and the order's update will say how it went. The form is one press away, for a buyer
   * who did not finish paying there.
   */
  | { kind: 'checking' }
  /** The money arrived but the gateway flagged it: an administrator checks it; the stock stays reserved. */
  | { kind: 'held' }
  | { kind: 'confirming' }
  | { kind: 'paid' }
  | { kind: 'expired'; message: string }
  | { kind: 'leaving'; path: string; message: string };

/**
 * The screen's state. Its effects follow from it: entering `confirming` starts the 2 s delay, entering
 * `leaving` warns and navigates, and each rise of `recheck` reads the order again (the server expires a
 * lapsed payment when it is read).
 */
export type PaymentState = { view: PaymentView; recheck: number };

export type PaymentEvent =
  /** The order as last read: its payment's status, whether the order is still open, its latest try. */
  | { type: 'orderRead'; payment: PaymentStatus; orderOpen: boolean; lastAttempt?: LastAttempt | null }
  /** The order is gone, or now holds another payment than the address names. */
  | { type: 'orderVanished' }
  | { type: 'timeUp' }
  /** The person pressed Pay with a form that does not pass its checks: the last refusal no longer applies. */
  | { type: 'payInvalid' }
  /** The buyer chose to pay anew while the last try at the gateway was still unanswered. */
  | { type: 'payAgain' }
  | { type: 'paySent' }
  /** Pay answered the gateway's page. */
  | { type: 'redirected'; url: string }
  | { type: 'payFailed'; code: ErrorCode; message: string }
  | { type: 'successDelayOver' };

export const initialPaymentState: PaymentState = { view: { kind: 'loading' }, recheck: 0 };

const to = (state: PaymentState, view: PaymentView): PaymentState => ({ ...state, view });

/** The payment screen's transitions; an event that means nothing in a state leaves it as it is. */
export function paymentTransition(state: PaymentState, event: PaymentEvent): PaymentState {
  const { view } = state;
  if (view.kind === 'leaving') return state;
  switch (event.type) {
    case 'orderVanished':
      return to(state, { kind: 'leaving', path: pages.home.path(), message: checkoutTexts.orderExpired });
    case 'orderRead':
      return afterRead(state, event);
    case 'timeUp':
      // Shown at once; reading the order again makes the server expire it.
      if (view.kind !== 'paying' && view.kind !== 'checking') return state;
      return { view: { kind: 'expired', message: checkoutTexts.paymentExpired }, recheck: state.recheck + 1 };
    case 'payAgain':
      return view.kind === 'checking' ? to(state, { kind: 'paying', sending: false, error: null }) : state;
    case 'payInvalid':
      return view.kind === 'paying' && view.error !== null ? to(state, { ...view, error: null }) : state;
    case 'paySent':
      return view.kind === 'paying' ? to(state, { kind: 'paying', sending: true, error: null }) : state;
    case 'redirected':
      return view.kind === 'paying' ? to(state, { kind: 'redirecting', url: event.url }) : state;
    case 'payFailed':
      return afterRefusal(state, event);
    case 'successDelayOver':
      return view.kind === 'confirming' ? to(state, { kind: 'paid' }) : state;
  }
}

function afterRead(
  state: PaymentState,
  read: { payment: PaymentStatus; orderOpen: boolean; lastAttempt?: LastAttempt | null },
): PaymentState {
  const { view } = state;
  if (view.kind === 'expired') return state;
  // The server expired the payment first (the sweeper, or another tab), or the order was cancelled.
  if (read.payment === 'failed' || !read.orderOpen) {
    return to(state, { kind: 'expired', message: checkoutTexts.sessionExpired });
  }
  if (read.payment === 'completed') {
    if (view.kind === 'paying') return to(state, { kind: view.sending ? 'confirming' : 'paid' });
    if (view.kind === 'held' || view.kind === 'checking') return to(state, { kind: 'confirming' });
    return view.kind === 'loading' ? to(state, { kind: 'paid' }) : state;
  }
  const attempt = read.lastAttempt;
  if (attempt?.status === 'held') return to(state, { kind: 'held' });
  if (view.kind !== 'loading' && view.kind !== 'paying' && view.kind !== 'checking') return state;
  // Back from the gateway without paying, or told of it while waiting: the form again, with why.
  if (attempt?.status === 'failed') {
    const error = attempt.message
      ? `${checkoutTexts.paymentFailed} ${attempt.message}`
      : checkoutTexts.paymentFailed;
    if (view.kind === 'paying' && (view.sending || view.error === error)) return state;
    return to(state, { kind: 'paying', sending: false, error });
  }
  if (view.kind !== 'loading') return state;
  // Sent to the gateway, and no answer yet: paying again now could pay twice.
  if (attempt?.status === 'pending') return to(state, { kind: 'checking' });
  return to(state, { kind: 'paying', sending: false, error: null });
}

function afterRefusal(
  state: PaymentState,
  { code, message }: { code: ErrorCode; message: string },
): PaymentState {
  if (code === 'unauthenticated') return to(state, { kind: 'leaving', path: pages.login.path(), message });
  if (code === 'not_found') return to(state, { kind: 'leaving', path: pages.home.path(), message });
  if (state.view.kind !== 'paying') return state;
  if (code === 'payment_expired') return to(state, { kind: 'expired', message });
  // Paid already (another tab): the order, read again, shows it.
  if (code === 'payment_completed') {
    return { view: { kind: 'paying', sending: false, error: null }, recheck: state.recheck + 1 };
  }
  return to(state, { kind: 'paying', sending: false, error: message });
}
