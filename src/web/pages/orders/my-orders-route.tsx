import { RequireUser } from '../../components/require-user';
import { MyOrdersPage } from './my-orders-page';

export function MyOrdersRoute() {
  return (
    <RequireUser>
      <MyOrdersPage />
    </RequireUser>
  );
}
