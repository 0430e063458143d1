import { IconClockX } from '@tabler/icons-react';
import { PaymentOutcome } from './payment-outcome';

export function PaymentExpiredView({ message }: { message: string }) {
  return (
    <PaymentOutcome
      role="alert"
      color="red"
      icon={<IconClockX size={36} aria-hidden />}
      title="Payment expired"
      links={[
        { to: '/shop', label: 'Back to shop' },
        { to: '/showOrder', label: 'My Orders' },
      ]}
    >
      {message}
    </PaymentOutcome>
  );
}
