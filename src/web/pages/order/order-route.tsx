import { LOGIN_TO_CONTINUE } from '../../../domain/checkout-texts';
import { RequireUser } from '../../components/require-user';
import { OrderReviewPage } from './order-review-page';

export function OrderRoute() {
  return (
    <RequireUser message={LOGIN_TO_CONTINUE}>
      <OrderReviewPage />
    </RequireUser>
  );
}
