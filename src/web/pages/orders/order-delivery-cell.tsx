import { Button, Group, Stack, Text } from '@mantine/core';
import type { OrderSummary } from '../../../domain/orders';
import { useReceiveDelivery } from '../../api/orders';
import { DeliveryStatusBadge } from '../../components/status-badge';
import { toastError } from '../../components/toast';

/** Each seller ships its own part; the buyer confirms each part once it is On the Way. */
export function OrderDeliveryCell({ order }: { order: OrderSummary }) {
  const receive = useReceiveDelivery();
  if (order.deliveries.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {order.paymentStatus === 'pending' ? 'Awaiting payment' : '—'}
      </Text>
    );
  }
  const confirm = (deliveryId: number) =>
    receive.mutate(deliveryId, { onError: (error) => toastError(error) });
  return (
    <Stack gap={6}>
      {order.deliveries.map((delivery) => (
        <Group key={delivery.id} gap="xs" wrap="nowrap">
          {order.deliveries.length > 1 && (
            <Text size="sm" c="gray.7">
              {delivery.sellerName}:
            </Text>
          )}
          <DeliveryStatusBadge status={delivery.status} />
          {delivery.status === 'On the Way' && (
            <Button
              size="compact-xs"
              variant="light"
              color="green"
              loading={receive.isPending && receive.variables === delivery.id}
              onClick={() => confirm(delivery.id)}
              aria-label={`Received: order ${order.id} from ${delivery.sellerName}`}
            >
              Received
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
