import { Group, Stack, Text } from '@mantine/core';
import { partActions } from '../../../domain/delivery-steps';
import { deliveryTexts } from '../../../domain/delivery-texts';
import { CASH_METHOD } from '../../../domain/meet-up';
import type { OrderSummary } from '../../../domain/orders';
import { MessageAboutPart } from '../../components/message-about-part';
import { ReceivedButton } from '../../components/received-button';
import { DeliveryStatusBadge } from '../../components/status-badge';
import { AwaitingMeetUp } from './awaiting-meet-up';
import { AwaitingPayment } from './awaiting-payment';
import { RefundNote } from './refund-note';

/** Each seller ships its own part: its status, Received once it is On the Way, and a way to its seller. */
export function OrderDeliveryCell({ order }: { order: OrderSummary }) {
  const meetUp = order.paymentMethod === CASH_METHOD;
  if (order.paymentStatus === 'pending')
    return meetUp ? <AwaitingMeetUp order={order} /> : <AwaitingPayment order={order} />;
  if (order.deliveries.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {order.status === 'cancelled' ? 'Cancelled' : '—'}
      </Text>
    );
  }
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
          <RefundNote refund={delivery.refund} />
          {partActions({ status: delivery.status, meetUp }, 'buyer').includes('receive') && (
            <ReceivedButton orderId={order.id} deliveryId={delivery.id} sellerName={delivery.sellerName} />
          )}
          <MessageAboutPart
            deliveryId={delivery.id}
            label={deliveryTexts.messageSeller}
            about={`order ${order.id} from ${delivery.sellerName}`}
          />
        </Group>
      ))}
    </Stack>
  );
}
