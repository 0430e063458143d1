import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { PAYMENT_LEAVE_WARNING } from '../../../domain/checkout';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Asks before leaving the payment screen while the order is still waiting for payment. */
export function LeavePaymentGuard({ active }: { active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = PAYMENT_LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !active) blocker.proceed();
  }, [blocker, active]);

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
