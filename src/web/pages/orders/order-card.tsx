import type { OrderSummary } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { OrderCardFigures, OrderCardTitle } from '../../components/order-card-lines';
import { PaymentStatusBadge } from '../../components/order-status-badges';
import { OrderDeliveryCell } from './order-delivery-cell';

/** One order on a phone, instead of a row of the seven-column table. */
export function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <>
      <OrderCardTitle
        orderId={order.id}
        to={pages.order.path(order.id)}
        state={<PaymentStatusBadge status={order.paymentStatus} />}
      />
      <OrderCardFigures order={order} />
      <OrderDeliveryCell order={order} />
    </>
  );
}
