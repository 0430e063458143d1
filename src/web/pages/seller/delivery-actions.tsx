import { Group } from '@mantine/core';
import { partActions } from '../../../domain/delivery-steps';
import { deliveryTexts } from '../../../domain/delivery-texts';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { MessageAboutPart } from '../../components/message-about-part';
import { CancelPartButton } from './cancel-part-button';
import { HandOverButton } from './hand-over-button';
import { ShipButton } from './ship-button';

/**
 * What the seller can do with a line, beside its status badge: Mark as On the Way while it is pending (SPEC
 * section 4) or cancel it with a refund, or Paid and handed over when the buyer pays in person, and message
 * its buyer about the order.
 */
export function DeliveryActions({ line }: { line: SellerOrderLine }) {
  const actions = partActions({ status: line.status, meetUp: line.meetUpUntil !== null }, 'seller');
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.includes('ship') && <ShipButton deliveryId={line.deliveryId} />}
      {actions.includes('cancel') && <CancelPartButton deliveryId={line.deliveryId} orderId={line.orderId} />}
      {actions.includes('hand-over') && (
        <HandOverButton deliveryId={line.deliveryId} orderId={line.orderId} buyerName={line.buyerName} />
      )}
      <MessageAboutPart
        deliveryId={line.deliveryId}
        label={deliveryTexts.messageBuyer}
        about={`order ${line.orderId} from ${line.buyerName}`}
      />
    </Group>
  );
}
