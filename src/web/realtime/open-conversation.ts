import { useEffect } from 'react';

type Open = { conversationId: number; partnerId: string };

/** The conversation this tab shows, if any, and with whom. */
let open: Open | null = null;

/** Marks the conversation as the one on screen while the component using it is mounted. */
export function useOpenConversation(conversationId: number, partnerId: string | undefined): void {
  useEffect(() => {
    if (partnerId === undefined) return;
    const shown = { conversationId, partnerId };
    open = shown;
    return () => {
      if (open === shown) open = null;
    };
  }, [conversationId, partnerId]);
}

const inView = (matches: (shown: Open) => boolean) =>
  open !== null && matches(open) && document.visibilityState === 'visible';

/**
 * Whether the person is looking at the conversation right now: its messages are read as they arrive, so they
 * count as news nowhere else (no badge, no bell) in this tab.
 */
export const isConversationInView = (conversationId: number) =>
  inView((shown) => shown.conversationId === conversationId);

/** Whether a conversation with this person is on screen: their message notification is news nowhere else. */
export const isChattingWith = (partnerId: string) => inView((shown) => shown.partnerId === partnerId);
