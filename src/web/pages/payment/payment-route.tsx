import { Navigate, useSearchParams } from 'react-router';
import { pages } from '../../../domain/pages';
import { RequireUser } from '../../components/require-user';
import { PaymentPage } from './payment-page';

/** /payment?order=…&payment=…: the ids live in the address so a reload keeps the payment going. */
export function PaymentRoute() {
  const [params] = useSearchParams();
  const orderId = positiveId(params.get('order'));
  const paymentId = positiveId(params.get('payment'));
  if (orderId === null || paymentId === null) return <Navigate to={pages.home.path()} replace />;
  return (
    <RequireUser>
      <PaymentPage orderId={orderId} paymentId={paymentId} />
    </RequireUser>
  );
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}
