import { useQueryClient } from '@tanstack/react-query';
import { answeredMissing, orderQuery } from '../api/orders';
import { useReconnected } from './use-reconnected';

/** What happened to the order before the socket connected, or while it was down, was never pushed. */
export function useOrderCatchUp(orderId: number, live: boolean): void {
  const queryClient = useQueryClient();
  useReconnected(live, () =>
    queryClient.invalidateQueries({
      queryKey: orderQuery(orderId).queryKey,
      predicate: (query) => !answeredMissing(query),
    }),
  );
}
