import { useQueryClient } from '@tanstack/react-query';
import { conversationsQuery } from '../api/messenger';
import { unreadMessagesQuery, useUnreadMessages } from '../api/unread-messages';
import { isConversationInView } from './open-conversation';
import { useRealtime } from './use-realtime';
import { useReconnected } from './use-reconnected';

/** The chat icon's unread counts, kept current as messages arrive and conversations are read anywhere. */
export function useLiveUnreadMessages(viewerId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: unreadMessagesQuery.queryKey });
  const live = useRealtime((event) => {
    if (event.type === 'conversation.read') {
      refresh();
      queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    }
    if (event.type !== 'message.sent') return;
    const { conversationId, receiverId } = event.message;
    // One's own messages are never unread; a message in the chat on screen is read as it arrives.
    if (receiverId === viewerId && !isConversationInView(conversationId)) refresh();
  });
  useReconnected(live, refresh);
  return useUnreadMessages({ live });
}
