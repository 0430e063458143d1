import { Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { PAYMENT_WARNING_SECONDS } from '../../../domain/limits';
import { formatCountdown } from '../../components/use-countdown';

// Red 9, not 8: red 8 on the red 0 tint reads at 4.2:1, under the 4.5:1 AA asks of text.
const warningText = 'red.9';

export function PaymentCountdown({ seconds }: { seconds: number }) {
  const warning = seconds <= PAYMENT_WARNING_SECONDS;
  return (
    <Paper
      withBorder
      p="sm"
      bg={warning ? 'red.0' : 'blue.0'}
      bd={`1px solid var(--mantine-color-${warning ? 'red' : 'blue'}-3)`}
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconClock size={20} aria-hidden color={`var(--mantine-color-${warning ? 'red-9' : 'blue-8'})`} />
        <Text fw={600} c={warning ? warningText : 'blue.9'}>
          Time left to pay:
        </Text>
        <Text
          fw={800}
          size="xl"
          ff="monospace"
          c={warning ? warningText : 'blue.9'}
          role="timer"
          aria-label={`Time left to pay ${formatCountdown(seconds)}`}
          data-warning={warning || undefined}
        >
          {formatCountdown(seconds)}
        </Text>
      </Group>
    </Paper>
  );
}
