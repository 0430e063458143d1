import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent } from '../../domain/realtime';
import { isRealtimeConnected, listenToRealtime, subscribeToRealtimeStatus } from './realtime-connection';

/**
 * Listens to the tab's realtime socket while `enabled`; returns whether it is connected so callers can
 * fall back to a slow poll while it is down.
 */
export function useRealtime(onMessage: (message: RealtimeEvent) => void, enabled = true): boolean {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!enabled) return;
    return listenToRealtime((message) => handler.current(message));
  }, [enabled]);
  const connected = useSyncExternalStore(subscribeToRealtimeStatus, isRealtimeConnected, () => false);
  return enabled && connected;
}
