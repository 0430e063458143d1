import { useEffect, useRef } from 'react';

/**
 * Runs `catchUp` each time the socket connects while the component is mounted, not when it already was:
 * what happened while it was down was never pushed, so the data it shows may be behind.
 */
export function useReconnected(live: boolean, catchUp: () => void): void {
  const wasLive = useRef(live);
  const latest = useRef(catchUp);
  latest.current = catchUp;
  useEffect(() => {
    if (live && !wasLive.current) latest.current();
    wasLive.current = live;
  }, [live]);
}
