import { Alert, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ORDER_EXPIRED_TEXT,
  PAYMENT_EXPIRED_TEXT,
  type PayOrderRequest,
  SESSION_EXPIRED_TEXT,
} from '../../../domain/checkout';
import { errorContexts } from '../../api/error-contexts';
import { errorCode, errorMessage } from '../../api/error-message';
import { orderQuery, useOrder, usePayOrder } from '../../api/orders';
import { LoadFailed, Loading } from '../../components/query-state';
import { toastWarning } from '../../components/toast';
import { useRealtime } from '../../realtime/use-realtime';
import { LeavePaymentGuard } from './leave-payment-guard';
import { OrderSummary } from './order-summary';
import { PaymentCountdown } from './payment-countdown';
import { PaymentExpiredView } from './payment-expired-view';
import { PaymentForm } from './payment-form';
import { PaymentSuccessView } from './payment-success-view';
import { useCountdown } from './use-countdown';

/** The spec shows the success view 2 s after the payment goes through. */
const SUCCESS_DELAY_MS = 2_000;

export function PaymentPage({ orderId, paymentId }: { orderId: number; paymentId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refetchOrder = () => queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
  const live = useRealtime((event) => {
    if (event.type === 'payment.changed' && event.orderId === orderId) refetchOrder();
  });
  const timedOrder = useOrder(orderId, { live });
  const pay = usePayOrder(orderId);
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [justPaid, setJustPaid] = useState(false);
  const [successShown, setSuccessShown] = useState(false);
  const [exitTo, setExitTo] = useState<{ path: string; message?: string } | null>(null);

  const order = timedOrder.data?.order;
  const remaining = useCountdown(order?.payment.expiresAt, timedOrder.data?.clockOffsetMs ?? 0);
  const paymentStatus = order?.payment.status;
  const vanished =
    (timedOrder.isError && errorCode(timedOrder.error) === 'not_found') ||
    (order !== undefined && order.payment.id !== paymentId);

  // The countdown reached 0: show it at once; reading the order again makes the server expire it.
  useEffect(() => {
    if (remaining === 0 && paymentStatus === 'pending' && !expiredMessage) {
      setExpiredMessage(PAYMENT_EXPIRED_TEXT);
      queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    }
  }, [remaining, paymentStatus, expiredMessage, queryClient, orderId]);

  // The server expired the payment first (the sweeper, or another tab).
  useEffect(() => {
    if (!expiredMessage && (paymentStatus === 'failed' || (order && order.status !== 'open'))) {
      setExpiredMessage(SESSION_EXPIRED_TEXT);
    }
  }, [paymentStatus, order, expiredMessage]);

  useEffect(() => {
    if (vanished) setExitTo({ path: '/', message: ORDER_EXPIRED_TEXT });
  }, [vanished]);

  useEffect(() => {
    if (!justPaid) return;
    const timer = setTimeout(() => setSuccessShown(true), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [justPaid]);

  useEffect(() => {
    if (!exitTo) return;
    if (exitTo.message) toastWarning(exitTo.message);
    navigate(exitTo.path, {
      replace: true,
      state: exitTo.path === '/login' ? { from: '/payment' } : undefined,
    });
  }, [exitTo, navigate]);

  const submit = (request: PayOrderRequest) => {
    setPayError(null);
    pay.mutate(request, {
      onSuccess: () => setJustPaid(true),
      onError: (error) => {
        const code = errorCode(error);
        const message = errorMessage(error, errorContexts.pay);
        if (code === 'unauthenticated') setExitTo({ path: '/login', message });
        else if (code === 'not_found') setExitTo({ path: '/', message });
        else if (code === 'payment_expired') setExpiredMessage(message);
        else if (code === 'payment_completed') refetchOrder();
        else setPayError(message);
      },
    });
  };

  const awaitingPayment = paymentStatus === 'pending' && !expiredMessage && !exitTo;
  const guard = <LeavePaymentGuard active={awaitingPayment || pay.isPending} />;

  if (expiredMessage) return <PaymentExpiredView message={expiredMessage} />;
  if (!order || exitTo) {
    if (timedOrder.isError && !vanished) {
      return <LoadFailed title="Could not load your order" error={timedOrder.error} />;
    }
    return <Loading label="Loading payment" />;
  }
  if (paymentStatus === 'completed') {
    if (justPaid && !successShown) {
      return (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text fw={600}>Confirming your payment…</Text>
          </Stack>
        </Center>
      );
    }
    return <PaymentSuccessView order={order} />;
  }

  return (
    <Stack gap="md" maw={1040} mx="auto">
      {guard}
      <Title order={2}>Payment</Title>
      <PaymentCountdown seconds={remaining ?? 0} />
      {payError && (
        <Alert color="red" role="alert">
          {payError}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PaymentForm
            amount={order.payment.amount}
            processing={pay.isPending}
            timeUp={remaining === 0}
            onPay={submit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 1 }}>
          <OrderSummary order={order} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
