import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const conversationsQueryKey = ['messenger', 'conversations'] as const;
const conversationQueryKey = (partnerId: string) => ['messenger', 'conversation', partnerId] as const;

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
    queryClient.setQueryData<Conversation>(conversationQueryKey(partnerId), (known) =>
      appendOnce(known, message),
    );
    queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  });
}

export function useConversations({ live }: { live: boolean }) {
  return useQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => api('/api/messenger/conversations', { schema: conversationListSchema, signal }),
    refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS * 2,
  });
}

export function useConversation(partnerId: string | null, { live }: { live: boolean }) {
  return useQuery({
    queryKey: conversationQueryKey(partnerId ?? ''),
    queryFn: ({ signal }) =>
      api(`/api/messenger/conversations/${encodeURIComponent(partnerId ?? '')}`, {
        schema: conversationSchema,
        signal,
      }),
    enabled: partnerId !== null,
    refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS,
    retry: false,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendMessageRequest) =>
      api('/api/messenger/messages', { method: 'POST', body: request, schema: chatMessageSchema }),
    onSuccess: (message) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(message.receiverId), (known) =>
        appendOnce(known, message),
      );
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
