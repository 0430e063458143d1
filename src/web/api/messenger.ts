import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  type Conversation,
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  type OpenConversationRequest,
  type SendMessageRequest,
} from '../../domain/messenger';
import { useRealtime } from '../realtime/use-realtime';
import { useReconnected } from '../realtime/use-reconnected';
import { api } from './client';

export const conversationsQuery = queryOptions({
  queryKey: ['messenger', 'conversations'],
  queryFn: ({ signal }) => api('/api/messenger/conversations', { schema: conversationListSchema, signal }),
});

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['messenger', 'conversation', id],
    queryFn: ({ signal }) =>
      api(`/api/messenger/conversations/${id}`, { schema: conversationSchema, signal }),
    retry: false,
  });

/**
 * Opening a conversation about a subject makes it the first time and answers the same one ever after, so it is
 * read like a query: asked once per subject, its answer kept.
 */
export const openConversationQuery = (request: OpenConversationRequest) =>
  queryOptions({
    queryKey: ['messenger', 'open', request],
    queryFn: ({ signal }) =>
      api('/api/messenger/conversations', {
        method: 'POST',
        body: request,
        schema: conversationSchema,
        signal,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** While the realtime socket is down, the open chat is polled instead (the spec's chat is realtime). */
const CHAT_FALLBACK_POLL_MS = 5_000;

function appendOnce(conversation: Conversation | undefined, message: ChatMessage): Conversation | undefined {
  if (!conversation || conversation.messages.some((known) => known.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

/** A message sent or received lands in its conversation at once, and the list is read again. */
function receive(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData(conversationQuery(message.conversationId).queryKey, (known) =>
    appendOnce(known, message),
  );
  void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
}

/**
 * Keeps the messenger's caches current from the realtime socket, and reads them again each time it connects: a
 * message sent while it was connecting or down was never pushed. Returns whether the socket is connected.
 */
export function useLiveMessenger(): boolean {
  const queryClient = useQueryClient();
  const live = useRealtime((event) => {
    if (event.type === 'message.sent') receive(queryClient, event.message);
  });
  useReconnected(live, () => {
    void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['messenger', 'conversation'] });
  });
  return live;
}

export function useConversations({ live }: { live: boolean }) {
  return useQuery({ ...conversationsQuery, refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS * 2 });
}

export function useConversation(id: number, { live }: { live: boolean }) {
  return useQuery({ ...conversationQuery(id), refetchInterval: live ? false : CHAT_FALLBACK_POLL_MS });
}

/** Sends one message and puts it in its conversation; the chat's outbox decides when and in which order. */
export async function sendChatMessage(queryClient: QueryClient, request: SendMessageRequest) {
  const message = await api('/api/messenger/messages', {
    method: 'POST',
    body: request,
    schema: chatMessageSchema,
  });
  receive(queryClient, message);
  return message;
}
