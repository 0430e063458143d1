import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  type Conversation,
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  type SendMessageRequest,
} from '../../domain/messenger';
import { useRealtime } from '../realtime/use-realtime';
import { api } from './client';

export const conversationsQuery = queryOptions({
  queryKey: ['messenger', 'conversations'],
  queryFn: ({ signal }) => api('/api/messenger/conversations', { schema: conversationListSchema, signal }),
});

export const conversationQuery = (partnerId: string) =>
  queryOptions({
    queryKey: ['messenger', 'conversation', partnerId],
    queryFn: ({ signal }) =>
      api(`/api/messenger/conversations/${encodeURIComponent(partnerId)}`, {
        schema: conversationSchema,
        signal,
      }),
    retry: false,
  });

/** While the realtime socket is down, the open chat is polled instead (the spec's chat is realtime). */
const CHAT_FALLBACK_POLL_MS = 5_000;

function appendOnce(conversation: Conversation | undefined, message: ChatMessage): Conversation | undefined {
  if (!conversation || conversation.messages.some((known) => known.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

/**
 * Keeps the messenger's caches current from the realtime socket: a message sent or received lands in its
 * conversation at once, and the partner list is read again. Returns whether the socket is connected.
 */
export function useLiveMessenger(viewerId: string): boolean {
  const queryClient = useQueryClient();
  return useRealtime((event) => {
    if (event.type !== 'message.sent') return;
    const { message } = event;
    const partnerId = message.senderId === viewerId ? message.receiverId : message.senderId;
    queryClient.setQueryData(conversationQuery(partnerId).queryKey, (known) => appendOnce(known, message));
    queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
  });
}

export function useConversations({ live }: { live: boolean }) {
  return useQuery({ ...conversationsQuery, refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS * 2 });
}

export function useConversation(partnerId: string | null, { live }: { live: boolean }) {
  return useQuery({
    ...conversationQuery(partnerId ?? ''),
    enabled: partnerId !== null,
    refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendMessageRequest) =>
      api('/api/messenger/messages', { method: 'POST', body: request, schema: chatMessageSchema }),
    onSuccess: (message) => {
      queryClient.setQueryData(conversationQuery(message.receiverId).queryKey, (known) =>
        appendOnce(known, message),
      );
      return queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    },
  });
}
