import { lazy, Suspense, useSyncExternalStore } from 'react';

// Toasts are shown through Mantine's store (toast.ts), which loads with the screens that toast; the stack that
// draws them, with its transitions and styles, is larger, and most page loads never toast. It loads when the first
// toast is asked for.
const ToastStack = lazy(async () => ({ default: (await import('./toast-stack')).ToastStack }));

let asked = false;
const listeners = new Set<() => void>();

/** Called with every toast: the first one brings the stack that draws them. */
export function wantToastStack(): void {
  if (asked) return;
  asked = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The app's toasts: nothing until the first one, then Mantine's notification stack for good. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
