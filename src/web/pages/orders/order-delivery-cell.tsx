import { Group, Stack, Text } from '@mantine/core';
import { partActions } from '../../../domain/delivery-steps';
import { deliveryTexts } from '../../../domain/delivery-texts';
import { CASH_METHOD } from '../../../domain/meet-up';
import type { OrderSummary } from '../../../domain/orders';
import { CancelPurchaseButton } from '../../components/cancel-purchase-button';
import { MessageAboutPart } from '../../components/message-about-part';
import { DeliveryStatusBadge } from '../../components/order-status-badges';
import { PartDeadline } from '../../components/part-deadline';
import { ReceivedButton } from '../../components/received-button';
import { SellerLink } from '../../components/seller-link';
import { AwaitingMeetUp } from './awaiting-meet-up';
import { AwaitingPayment } from './awaiting-payment';
import { BuyerDispute } from './buyer-dispute';
import { RefundNote } from './refund-note';
import { ReportProblemButton } from './report-problem-button';
import { isReportable } from './reportable';

/**
 * Each seller ships its own part: its status, Received once it is On the Way, and a way to its seller. `captioned`:
 * on a card, with no column head above it, its status says that it is the delivery's.
 */
export function OrderDeliveryCell({
  order,
  captioned = false,
}: {
  order: OrderSummary;
  captioned?: boolean;
}) {
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
      {order.deliveries.map((delivery) => {
        const actions = partActions({ status: delivery.status, meetUp }, 'buyer');
        const part = { orderId: order.id, deliveryId: delivery.id, sellerName: delivery.sellerName };
        return (
          <Stack key={delivery.id} gap={2}>
            {/* Wrapping: a phone's card has no room for the status, the refund and three buttons in a row. */}
            <Group gap="xs">
              {captioned && (
                <Text size="xs" c="gray.7">
                  Delivery
                </Text>
              )}
              {order.deliveries.length > 1 && (
                <Text size="sm" c="gray.7">
                  <SellerLink sellerId={delivery.sellerId} name={delivery.sellerName} inherit />:
                </Text>
              )}
              <DeliveryStatusBadge status={delivery.status} />
              <RefundNote refund={delivery.refund} />
              {actions.includes('receive') && <ReceivedButton {...part} />}
              {actions.includes('cancel') && <CancelPurchaseButton {...part} />}
              {isReportable(actions, delivery.dueAt) && <ReportProblemButton {...part} />}
              <MessageAboutPart
                deliveryId={delivery.id}
                label={deliveryTexts.messageSeller}
                about={`order ${order.id} from ${delivery.sellerName}`}
              />
            </Group>
            <PartDeadline side="buyer" status={delivery.status} dueAt={delivery.dueAt} />
            {delivery.dispute && <BuyerDispute dispute={delivery.dispute} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
