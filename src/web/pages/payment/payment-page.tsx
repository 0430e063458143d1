import { Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { paymentAttemptTexts } from '../../../domain/payment-attempt-texts';
import { useCheckoutTerms } from '../../api/orders';
import { ErrorAlert } from '../../components/error-alert';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { Loading } from '../../components/query-state';
import { LeavePaymentGuard } from './leave-payment-guard';
import { OrderSummary } from './order-summary';
import { PaymentCheckingView } from './payment-checking-view';
import { PaymentCountdown } from './payment-countdown';
import { PaymentExpiredView } from './payment-expired-view';
import { PaymentForm } from './payment-form';
import { PaymentHeldView } from './payment-held-view';
import { PaymentSuccessView } from './payment-success-view';
import { usePayment } from './use-payment';

function Waiting({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text fw={600}>{text}</Text>
      </Stack>
    </Center>
  );
}

export function PaymentPage({ orderId, paymentId }: { orderId: number; paymentId: number }) {
  const { view, order, remaining, loadError, pay, payInvalid, payAgain } = usePayment(orderId, paymentId);
  const methods = useCheckoutTerms().data?.paymentMethods;

  if (view.kind === 'expired') return <PaymentExpiredView message={view.message} />;
  if (view.kind === 'loading' && loadError) {
    return <LoadFailed title="Could not load your order" error={loadError} />;
  }
  if (view.kind === 'loading' || view.kind === 'leaving' || !order)
    return <Loading label="Loading payment" />;
  if (view.kind === 'confirming') return <Waiting text="Confirming your payment…" />;
  if (view.kind === 'redirecting') return <Waiting text={paymentAttemptTexts.redirecting} />;
  if (view.kind === 'held') return <PaymentHeldView />;
  if (view.kind === 'checking') return <PaymentCheckingView seconds={remaining ?? 0} onPayAgain={payAgain} />;
  if (view.kind === 'paid') return <PaymentSuccessView order={order} />;

  return (
    <Stack gap="md" maw={1040} mx="auto">
      <LeavePaymentGuard />
      <PageTitle>Payment</PageTitle>
      <PaymentCountdown seconds={remaining ?? 0} />
      <ErrorAlert>{view.error}</ErrorAlert>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PaymentForm
            amount={order.payment.amount}
            methods={methods}
            processing={view.sending}
            timeUp={remaining === 0}
            onPay={pay}
            onInvalid={payInvalid}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 1 }}>
          <OrderSummary order={order} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
