import { IconCircleCheck } from '@tabler/icons-react';
import { recordedPaymentMethodLabels } from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';
import type { OrderDetail } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { PaymentOutcome } from './payment-outcome';

export function PaymentSuccessView({ order }: { order: OrderDetail }) {
  const method = order.payment.method;
  return (
    <PaymentOutcome
      role="status"
      color="green"
      icon={<IconCircleCheck size={40} aria-hidden />}
      title="Payment successful!"
      links={[
        { to: pages.myOrders.path(), label: 'View My Orders' },
        { to: pages.shop.path(), label: 'Continue shopping' },
      ]}
    >
      Order #{order.id} is paid: {formatMoney(order.payment.amount)}
      {method ? ` with ${recordedPaymentMethodLabels[method]}` : ''}. The seller will ship it soon.
    </PaymentOutcome>
  );
}
