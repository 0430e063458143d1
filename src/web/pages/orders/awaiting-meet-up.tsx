import { Group, Stack, Text } from '@mantine/core';
import { awaitsMeetUp } from '../../../domain/delivery-steps';
import { deliveryTexts } from '../../../domain/delivery-texts';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import type { OrderSummary } from '../../../domain/orders';
import { MessageAboutPart } from '../../components/message-about-part';
import { PartStatusBadge } from '../../components/order-status-badges';
import { CancelOrderButton } from './cancel-order-button';
import { HandOverCode } from './hand-over-code';

/**
 * An order to be paid in person: each part awaits its meet-up until its seller marks it Paid and handed over,
 * the hold's end, and Cancel, which gives back what nobody handed over yet.
 */
export function AwaitingMeetUp({ order }: { order: OrderSummary }) {
  return (
    <Stack gap={6} align="flex-start">
      {order.deliveries.map((part) => (
        <Stack key={part.id} gap={4}>
          <Group gap="xs" wrap="nowrap">
            {order.deliveries.length > 1 && (
              <Text size="sm" c="gray.7">
                {part.sellerName}:
              </Text>
            )}
            <PartStatusBadge
              status={part.status}
              awaitingMeetUp={awaitsMeetUp({ status: part.status, meetUp: true })}
            />
            <MessageAboutPart
              deliveryId={part.id}
              label={deliveryTexts.messageSeller}
              about={`order ${order.id} from ${part.sellerName}`}
            />
          </Group>
          {part.handOverCode && (
            <HandOverCode
              deliveryId={part.id}
              sellerName={part.sellerName}
              handOverCode={part.handOverCode}
            />
          )}
        </Stack>
      ))}
      <Text size="sm" c="gray.7">
        {meetUpTexts.heldUntil(order.expiresAt)}
      </Text>
      <CancelOrderButton orderId={order.id} />
    </Stack>
  );
}
