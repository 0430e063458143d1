import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { PAYMENT_LEAVE_WARNING } from '../../../domain/checkout';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Asks before leaving the payment screen; shown only while the order is waiting for payment. */
export function LeavePaymentGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = PAYMENT_LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave payment?"
      question={PAYMENT_LEAVE_WARNING}
      confirmLabel="Leave"
      dismissLabel="Stay"
      closeLabel="Stay on the payment"
      color="red"
      onConfirm={() => blocker.proceed?.()}
      onDismiss={() => blocker.reset?.()}
    />
  );
}
