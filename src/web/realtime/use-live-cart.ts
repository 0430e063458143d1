import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQuery, useCart } from '../api/cart';
import { useRealtime } from './use-realtime';

/** The signed-in user's cart, refetched whenever the server says it changed (in any tab or device). */
export function useLiveCart() {
  const queryClient = useQueryClient();
  const live = useRealtime((event) => {
    // A payment settled or expired changes which order awaits payment, and so the cart's checkout.
    if (event.type === 'cart.changed' || event.type === 'payment.changed')
      queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  });
  // Changes made while the socket was down were never pushed: catch up once it is back.
  useEffect(() => {
    if (live) queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  }, [live, queryClient]);
  return useCart({ live });
}
