import { useQueryClient } from '@tanstack/react-query';
import { cartQuery, useCart } from '../api/cart';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/** The signed-in user's cart, refetched whenever the server says it changed (in any tab or device). */
export function useLiveCart() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  const live = useRealtime((event) => {
    // A payment settled or expired changes which order awaits payment, and so the cart's checkout.
    if (event.type === 'cart.changed' || event.type === 'payment.changed') refresh();
  });
  useReconnected(live, refresh);
  return useCart({ live });
}
