import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Whether the page's script has taken over what the server drew (main.tsx). Until then a button the script runs
 * would do nothing when pressed: it shows as disabled instead, and links keep working. A page the browser draws
 * alone has taken over from its first drawing.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
