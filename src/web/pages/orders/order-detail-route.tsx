import { useParams } from 'react-router';
import { idParamSchema } from '../../../domain/ids';
import { RequireUser } from '../../components/require-user';
import { OrderDetailPage, OrderNotFound } from './order-detail-page';

/** /showOrder/:id, the buyer's page of one of their orders. */
export function OrderDetailRoute() {
  const id = idParamSchema.safeParse(useParams().id);
  return <RequireUser>{id.success ? <OrderDetailPage orderId={id.data} /> : <OrderNotFound />}</RequireUser>;
}
