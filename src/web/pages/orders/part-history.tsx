import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../domain/format-date';
import type { OrderDetail } from '../../../domain/orders';
import { deliveryStatusLabel } from '../../components/order-status-badges';

type History = OrderDetail['deliveries'][number]['history'];

/**
 * Every status a part had, oldest first, with when; `settled` says how a reported problem ended, beside the
 * Completed its settlement brought.
 */
export function PartHistory({ history, settled }: { history: History; settled?: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        Status history
      </Title>
      <Stack component="ol" gap={2} m={0} pl="lg" aria-label="Status history">
        {history.map((step) => (
          <Text component="li" key={`${step.status}-${step.at}`} size="sm">
            <Text span fw={600}>
              {deliveryStatusLabel(step.status)}
            </Text>
            {settled && step.status === 'Completed' ? ` (${settled})` : ''}{' '}
            <Text span size="sm" c="gray.7">
              · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            </Text>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
