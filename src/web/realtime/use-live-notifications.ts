import { useQueryClient } from '@tanstack/react-query';
import { notificationsQuery, useNotifications } from '../api/notifications';
import { isChattingWith } from './open-conversation';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/** The bell's notifications, read again whenever one arrives or is marked read (in any tab or device). */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
  const live = useRealtime((event) => {
    if (event.type === 'notifications.read') refresh();
    if (event.type !== 'notification.created') return;
    // The chat on screen reads the message at once, which marks this notification read: counting it meanwhile
    // would only make the bell flicker.
    if (event.kind === 'message' && event.actorId !== null && isChattingWith(event.actorId)) return;
    refresh();
  });
  useReconnected(live, refresh);
  return useNotifications({ live });
}
