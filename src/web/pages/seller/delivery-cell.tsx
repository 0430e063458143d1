import type { SellerOrderLine } from '../../../domain/seller-orders';
import { DeliveryStatusBadge } from '../../components/status-badge';
import { ShipButton } from './ship-button';

/** SPEC section 4: the seller sets On the Way only while the delivery is pending. */
export function DeliveryCell({ line }: { line: SellerOrderLine }) {
  if (line.status === 'pending') return <ShipButton deliveryId={line.deliveryId} />;
  return <DeliveryStatusBadge status={line.status} />;
}
