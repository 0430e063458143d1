import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paymentMethodLabels } from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';
import type { OrderDetail } from '../../../domain/orders';

export function PaymentSuccessView({ order }: { order: OrderDetail }) {
  const method = order.payment.method;
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" role="status">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Payment successful!</Title>
        <Text>
          Order #{order.id} is paid: {formatMoney(order.payment.amount)}
          {method ? ` with ${paymentMethodLabels[method]}` : ''}. The seller will ship it soon.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/showOrder">
            View My Orders
          </Button>
          <Button component={Link} to="/shop" variant="default">
            Continue shopping
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
