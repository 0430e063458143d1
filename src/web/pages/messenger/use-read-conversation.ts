import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useMarkConversationRead } from '../../api/unread-messages';
import { useOpenConversation } from '../../realtime/open-conversation';

/**
 * The conversation on screen is read: up to the newest message to the viewer shown, whenever one arrives, as
 * long as the tab is in view (a message that came while the tab was hidden is read once it is looked at).
 */
export function useReadConversation(
  conversationId: number,
  partnerId: string | undefined,
  newestFromPartner: number | null,
): void {
  useOpenConversation(conversationId, partnerId);
  const visibility = useDocumentVisibility();
  const { mutate } = useMarkConversationRead();
  const marked = useRef(0);
  useEffect(() => {
    if (newestFromPartner === null || visibility !== 'visible' || newestFromPartner <= marked.current) return;
    marked.current = newestFromPartner;
    // A failure leaves the messages unread; the next one to arrive tries again.
    mutate(
      { conversationId, lastMessageId: newestFromPartner },
      {
        onError: () => {
          marked.current = 0;
        },
      },
    );
  }, [conversationId, newestFromPartner, visibility, mutate]);
}
