import { checkoutErrorMessages } from '../../../domain/checkout';
import { RequireUser } from '../../components/require-user';
import { OrderReviewPage } from './order-review-page';

export function OrderRoute() {
  return (
    <RequireUser message={checkoutErrorMessages.unauthenticated}>
      <OrderReviewPage />
    </RequireUser>
  );
}
