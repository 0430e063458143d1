import { useRefreshSellerOrders } from '../api/seller';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/**
 * A seller's orders and figures read again when a buyer pays for their products, when a part of theirs moves
 * (shipped from another tab, received by the buyer, cancelled by an administrator), and when the socket comes
 * back after missing some of that.
 */
export function useLiveSellerOrders() {
  const refresh = useRefreshSellerOrders();
  const live = useRealtime((event) => {
    if (event.type === 'order.paid' || event.type === 'delivery.changed') refresh();
  });
  useReconnected(live, refresh);
}
