import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Toasts are shown through Mantine's store (toast.ts), which is tiny; the stack that draws them, with its
// transitions and styles, is not, and most page loads never toast. It loads when the first toast is asked for.
const ToastStack = lazy(async () => ({ default: (await import('./toast-stack')).ToastStack }));

/** The app's toasts: nothing until the first one, then Mantine's notification stack for good. */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
