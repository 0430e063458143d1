import type { QueryClient } from '@tanstack/react-query';
import { meQuery, signedOut } from './session';

// Tabs of one browser share its session cookie; this channel tells them when it ends in one of them.
const channelName = 'campus-market-session';
const signedOutMessage = 'signed-out';

/**
 * Drops everything cached for the person who left instead of refetching it: their queries would only answer
 * 401 now, and the next person at this computer must not see them. The session's answer is replaced, not
 * removed, so that what shows it hears of the change (a tab that did not sign out has no navigation to redraw it).
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(meQuery.queryKey, signedOut);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
}

/** Tells the browser's other open tabs that the person signed out in this one. */
export function tellOtherTabsSignedOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(signedOutMessage);
  channel.close();
}

/** Forgets the session here when another tab signs out; answers the way to stop listening. */
export function followSignOutElsewhere(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event) => {
    if (event.data === signedOutMessage) forgetSession(queryClient);
  };
  return () => channel.close();
}
