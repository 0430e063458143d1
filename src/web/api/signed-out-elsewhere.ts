import type { QueryClient } from '@tanstack/react-query';
import { meQuery, signedOut } from './session';

// Tabs of one browser share its session cookie; this channel tells them when it ends in one of them.
const channelName = 'campus-market-session';
const signedOutMessage = 'signed-out';

/**
 * Drops everything cached for the person who left instead of refetching it: their queries would only answer
 * 401 now, and the next person at this computer must not see them.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries();
  queryClient.setQueryData(meQuery.queryKey, signedOut);
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
