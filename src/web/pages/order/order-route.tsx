import { checkoutTexts } from '../../../domain/checkout-texts';
import { RequireUser } from '../../components/require-user';
import { OrderReviewPage } from './order-review-page';

export function OrderRoute() {
  return (
    <RequireUser message={checkoutTexts.loginToContinue}>
      <OrderReviewPage />
    </RequireUser>
  );
}
