import { useEffect, useState } from 'react';

/**
 * Seconds left until `expiresAt` on the server's clock. `clockOffsetMs` is the server's time minus this
 * device's, measured when the order was read, so a wrong device clock does not shorten or stretch the window.
 */
export function useCountdown(expiresAt: string | undefined, clockOffsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return null;
  const remainingMs = Date.parse(expiresAt) - (now + clockOffsetMs);
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/** m:ss, as the spec shows the payment window. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
