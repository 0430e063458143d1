import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadMessagesSchema } from '../../domain/messenger';
import { api } from './client';
import { conversationsQuery } from './messenger';
import { notificationsQuery } from './notifications';

/** While the realtime socket is down, the chat icon's badge is read now and then instead. */
const UNREAD_FALLBACK_POLL_MS = 30_000;

export const unreadMessagesQuery = queryOptions({
  queryKey: ['messenger', 'unread'],
  queryFn: ({ signal }) => api('/api/messenger/unread', { schema: unreadMessagesSchema, signal }),
});

export const useUnreadMessages = ({ live }: { live: boolean }) =>
  useQuery({ ...unreadMessagesQuery, refetchInterval: live ? false : UNREAD_FALLBACK_POLL_MS });

/** The reader saw the conversation up to a message: the badge, the list and the bell follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, lastMessageId }: { conversationId: number; lastMessageId: number }) =>
      api(`/api/messenger/conversations/${conversationId}/read`, {
        method: 'POST',
        body: { lastMessageId },
        schema: unreadMessagesSchema,
      }),
    onSuccess: (counts) => {
      queryClient.setQueryData(unreadMessagesQuery.queryKey, counts);
      queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
      queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    },
  });
}
