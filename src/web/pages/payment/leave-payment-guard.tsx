import { useEffect, useState } from 'react';
import { checkoutTexts } from '../../../domain/checkout-texts';
import { setLeaveGuard } from '../../app-history';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Asks before leaving the payment screen; shown only while the order is waiting for payment. */
export function LeavePaymentGuard() {
  // What lets the held navigation go on; null while none is held.
  const [proceed, setProceed] = useState<(() => void) | null>(null);

  useEffect(
    () =>
      setLeaveGuard({
        holds: (from, to) => from.pathname !== to.pathname,
        held: (go) => setProceed(() => go),
      }),
    [],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = checkoutTexts.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ConfirmDialog
      opened={proceed !== null}
      title="Leave payment?"
      question={checkoutTexts.leaveWarning}
      confirmLabel="Leave"
      dismissLabel="Stay"
      closeLabel="Stay on the payment"
      color="red"
      onConfirm={() => {
        setProceed(null);
        proceed?.();
      }}
      onDismiss={() => setProceed(null)}
    />
  );
}
