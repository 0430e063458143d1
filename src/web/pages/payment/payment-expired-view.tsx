import { IconClockX } from '@tabler/icons-react';
import { pages } from '../../../domain/pages';
import { PaymentOutcome } from './payment-outcome';

export function PaymentExpiredView({ message }: { message: string }) {
  return (
    <PaymentOutcome
      role="alert"
      color="red"
      icon={<IconClockX size={36} aria-hidden />}
      title="Payment expired"
      links={[
        { to: pages.shop.path(), label: 'Back to shop' },
        { to: pages.myOrders.path(), label: 'My Orders' },
      ]}
    >
      {message}
    </PaymentOutcome>
  );
}
