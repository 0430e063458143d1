import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { paymentAttemptTexts } from '../../../domain/payment-attempt-texts';
import { PageTitle } from '../../components/page-title';
import { PaymentCountdown } from './payment-countdown';

/** Back from the gateway before its answer: the answer comes by itself; paying anew is the buyer's choice. */
export function PaymentCheckingView({ seconds, onPayAgain }: { seconds: number; onPayAgain: () => void }) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <Loader aria-hidden />
        <PageTitle>Confirming your payment</PageTitle>
        <Text role="status">{paymentAttemptTexts.checking}</Text>
        <PaymentCountdown seconds={seconds} />
        <Text c="dimmed" size="sm">
          {paymentAttemptTexts.checkingPayAgain}
        </Text>
        <Button variant="default" onClick={onPayAgain}>
          Pay again
        </Button>
      </Stack>
    </Paper>
  );
}
