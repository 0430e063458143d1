import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where the toasts show; loaded with the first one (see toaster.tsx). At the bottom, in the middle: the header's
 * buttons (Login, the cart, the profile menu) stay free, and on a computer so does the cart drawer beside it.
 */
export function ToastStack() {
  return <Notifications position="bottom-center" containerWidth={360} />;
}
