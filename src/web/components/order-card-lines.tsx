import { Anchor, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../domain/format-date';
import { formatMoney } from '../../domain/money';
import { Link } from './link';

/** An order card's first line: its number (a link to the order's page when it has one), and its state at the right. */
export function OrderCardTitle({ orderId, state, to }: { orderId: number; state: ReactNode; to?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      {to ? (
        <Anchor component={Link} to={to} fw={700} c="blue.8">
          Order #{orderId}
        </Anchor>
      ) : (
        <Text fw={700}>Order #{orderId}</Text>
      )}
      <Box style={{ flexShrink: 0 }}>{state}</Box>
    </Group>
  );
}

type Figures = { productNames: string[]; itemCount: number; createdAt: string; total: number };

/** What an order card says of the order itself: what was bought, how many, when, and for how much. */
export function OrderCardFigures({ order }: { order: Figures }) {
  return (
    <>
      <Text size="sm" lineClamp={2}>
        {order.productNames.join(', ')}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.7">
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {formatDateTime(order.createdAt)}
        </Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.total)}
        </Text>
      </Group>
    </>
  );
}
