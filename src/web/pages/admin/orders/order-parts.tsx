import { Group, Stack, Text } from '@mantine/core';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { partActions } from '../../../../domain/delivery-steps';
import { DeliveryStatusBadge } from '../../../components/order-status-badges';
import { BannedBadge } from '../../../components/status-badge';
import { CancelPartButton } from './cancel-part-button';

/** Each seller's part of a paid order: its delivery state, whether the seller is banned, and Cancel part. */
export function OrderParts({ order }: { order: AdminOrder }) {
  if (order.parts.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        —
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {order.parts.map((part) => (
        <Group key={part.deliveryId} gap="xs" wrap="nowrap">
          <Text size="sm">{part.sellerName}</Text>
          {part.sellerBanned && <BannedBadge />}
          <DeliveryStatusBadge status={part.status} />
          {partActions(part, 'admin').includes('cancel') && <CancelPartButton order={order} part={part} />}
        </Group>
      ))}
    </Stack>
  );
}
