import { Button, Group, Stack, Text } from '@mantine/core';
import { openOrderTexts } from '../../../domain/open-order-texts';
import type { OrderSummary } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { formatCountdown, useCountdown } from '../../components/use-countdown';
import { CancelOrderButton } from './cancel-order-button';

/**
 * An order waiting for payment: the time left, Pay now (its payment screen, with what is left of the window)
 * and Cancel, until the window closes; the sweeper then fails it and the row says so.
 */
export function AwaitingPayment({ order }: { order: OrderSummary }) {
  const remaining = useCountdown(order.expiresAt, 0) ?? 0;
  if (remaining === 0) {
    return (
      <Text size="sm" c="gray.7">
        Awaiting payment
      </Text>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" c="gray.7">
        {openOrderTexts.timeLeft(formatCountdown(remaining))}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={pages.payment.path(order.id, order.paymentId)}
          size="compact-xs"
          aria-label={`${openOrderTexts.payNow}: order #${order.id}`}
        >
          {openOrderTexts.payNow}
        </Button>
        <CancelOrderButton orderId={order.id} />
      </Group>
    </Stack>
  );
}
