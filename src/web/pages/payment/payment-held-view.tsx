import { IconHourglass } from '@tabler/icons-react';
import { pages } from '../../../domain/pages';
import { paymentAttemptTexts } from '../../../domain/payment-attempt-texts';
import { PaymentOutcome } from './payment-outcome';

/** The money arrived, but the gateway asked for a check: an administrator accepts or refunds it. */
export function PaymentHeldView() {
  return (
    <PaymentOutcome
      role="status"
      color="yellow"
      icon={<IconHourglass size={36} aria-hidden />}
      title="Payment being checked"
      links={[
        { to: pages.myOrders.path(), label: 'View My Orders' },
        { to: pages.shop.path(), label: 'Continue shopping' },
      ]}
    >
      {paymentAttemptTexts.held}
    </PaymentOutcome>
  );
}
