import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EmailPreferences,
  emailPreferencesSchema,
  notificationListSchema,
  unreadNotificationsSchema,
} from '../../domain/notifications';
import { api } from './client';

/** While the realtime socket is down, the bell asks now and then instead. */
const NOTIFICATIONS_FALLBACK_POLL_MS = 30_000;

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => api('/api/notifications', { schema: notificationListSchema, signal }),
});

export const useNotifications = ({ live }: { live: boolean }) =>
  useQuery({ ...notificationsQuery, refetchInterval: live ? false : NOTIFICATIONS_FALLBACK_POLL_MS });

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/notifications/${id}/read`, { method: 'POST', schema: unreadNotificationsSchema }),
    onSettled: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () =>
      api('/api/notifications/read-all', { method: 'POST', schema: unreadNotificationsSchema }),
    onSettled: refresh,
  });
}

export const emailPreferencesQuery = queryOptions({
  queryKey: ['email-preferences'],
  queryFn: ({ signal }) => api('/api/email-preferences', { schema: emailPreferencesSchema, signal }),
});

export const useEmailPreferences = () => useQuery(emailPreferencesQuery);

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) =>
      api('/api/email-preferences', { method: 'PUT', body: preferences, schema: emailPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQuery.queryKey, saved),
  });
}
