import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { PayOrderRequest } from '../../../domain/checkout';
import { pages } from '../../../domain/pages';
import { errorContexts } from '../../api/error-contexts';
import { errorCode, errorMessage } from '../../api/error-message';
import { orderQuery, useOrder, usePayOrder } from '../../api/orders';
import { toastWarning } from '../../components/toast';
import { useCountdown } from '../../components/use-countdown';
import { useOrderCatchUp } from '../../realtime/use-order-catch-up';
import { useRealtime } from '../../realtime/use-realtime';
import { initialPaymentState, paymentTransition } from './payment-machine';

/** The spec shows the success view 2 s after the payment goes through. */
const SUCCESS_DELAY_MS = 2_000;

/**
 * The payment screen's state machine, fed by the order as the server reports it, the countdown and the
 * payment request; it runs the effects each state asks for.
 */
export function usePayment(orderId: number, paymentId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentTransition, initialPaymentState);
  const { view, recheck } = state;
  const live = useRealtime((event) => {
    if (event.type === 'payment.changed' && event.orderId === orderId) {
      queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    }
  });
  useOrderCatchUp(orderId, live);
  const orderRead = useOrder(orderId, { live });
  const payOrder = usePayOrder(orderId);
  const order = orderRead.data?.order;
  const remaining = useCountdown(order?.payment.expiresAt, orderRead.data?.clockOffsetMs ?? 0);
  const vanished =
    (orderRead.isError && errorCode(orderRead.error) === 'not_found') ||
    (order !== undefined && order.payment.id !== paymentId);

  const paymentStatus = order?.payment.status;
  // A fresh read of the same attempt is the same attempt: the machine hears of it once.
  const attemptStatus = order?.payment.lastAttempt?.status;
  const attemptMessage = order?.payment.lastAttempt?.message ?? null;
  const attempt = useMemo(
    () => (attemptStatus ? { status: attemptStatus, message: attemptMessage } : null),
    [attemptStatus, attemptMessage],
  );
  const orderOpen = order?.status === 'open';
  useEffect(() => {
    if (paymentStatus && !vanished)
      dispatch({ type: 'orderRead', payment: paymentStatus, orderOpen, lastAttempt: attempt });
  }, [paymentStatus, orderOpen, vanished, attempt]);
  useEffect(() => {
    if (vanished) dispatch({ type: 'orderVanished' });
  }, [vanished]);
  const timeUp = remaining === 0;
  useEffect(() => {
    if (timeUp) dispatch({ type: 'timeUp' });
  }, [timeUp]);

  useEffect(() => {
    if (recheck > 0) queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
  }, [recheck, queryClient, orderId]);
  const confirming = view.kind === 'confirming';
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => dispatch({ type: 'successDelayOver' }), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [confirming]);
  // The leave warning is gone with the form by now: the buyer is not warned about the gateway's own page.
  useEffect(() => {
    if (view.kind === 'redirecting') window.location.assign(view.url);
  }, [view]);
  useEffect(() => {
    if (view.kind !== 'leaving') return;
    toastWarning(view.message, { subject: 'checkout' });
    navigate(view.path, {
      replace: true,
      state: view.path === pages.login.path() ? { from: pages.payment.pattern } : undefined,
    });
  }, [view, navigate]);

  const pay = (request: PayOrderRequest) => {
    dispatch({ type: 'paySent' });
    payOrder.mutate(request, {
      onSuccess: ({ redirectUrl }) => dispatch({ type: 'redirected', url: redirectUrl }),
      onError: (error) =>
        dispatch({
          type: 'payFailed',
          code: errorCode(error),
          message: errorMessage(error, errorContexts.pay),
        }),
    });
  };

  return {
    view,
    order,
    remaining,
    loadError: orderRead.isError && !vanished ? orderRead.error : null,
    pay,
    payInvalid: () => dispatch({ type: 'payInvalid' }),
    payAgain: () => dispatch({ type: 'payAgain' }),
  };
}
