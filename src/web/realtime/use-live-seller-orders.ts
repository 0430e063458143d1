import { useRefreshSellerOrders } from '../api/seller';
import { useRealtime } from './use-realtime';

/** A seller hears when an administrator cancels a part of theirs; their orders and figures read again. */
export function useLiveSellerOrders() {
  const refresh = useRefreshSellerOrders();
  useRealtime((event) => {
    if (event.type === 'delivery.changed') refresh();
  });
}
