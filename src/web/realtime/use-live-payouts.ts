import { useQueryClient } from '@tanstack/react-query';
import { sellerPayoutsQuery } from '../api/payouts';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/**
 * The seller's available balance and payouts read again when their money moves: a part of theirs paid, moved on or
 * completed (money becomes available), a payout paid or refused (told by its notification), and when the socket
 * comes back after missing some of that.
 */
export function useLivePayouts() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerPayoutsQuery.queryKey });
  const live = useRealtime((event) => {
    if (
      event.type === 'order.paid' ||
      event.type === 'delivery.changed' ||
      (event.type === 'notification.created' &&
        (event.kind === 'payout-paid' || event.kind === 'payout-refused'))
    )
      void refresh();
  });
  useReconnected(live, refresh);
}
