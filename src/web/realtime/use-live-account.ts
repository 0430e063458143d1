import { useQueryClient } from '@tanstack/react-query';
import { sellerApplicationQuery } from '../api/seller-application';
import { meQuery } from '../api/session';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/** Reloads who the signed-in person is when an administrator changes their role. */
export function useLiveAccount() {
  const queryClient = useQueryClient();
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    queryClient.invalidateQueries({ queryKey: sellerApplicationQuery.queryKey });
  };
  const live = useRealtime((event) => {
    if (event.type === 'account.changed') refresh();
  });
  useReconnected(live, refresh);
}
