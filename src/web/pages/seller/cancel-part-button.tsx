import { useCancelOwnPart } from '../../api/seller';
import { ConfirmButton } from '../../components/confirm-button';
import { toastError, toastSuccess } from '../../components/toast';

const question =
  'Cancel your part of this order and refund the buyer? Its stock comes back and the buyer is told.';

/** The seller gives up a paid part before shipping it: the buyer's money goes back through its gateway. */
export function CancelPartButton({ deliveryId, orderId }: { deliveryId: number; orderId: number }) {
  const cancel = useCancelOwnPart();
  const subject = `delivery-${deliveryId}`;
  return (
    <ConfirmButton
      size="compact-sm"
      color="red"
      variant="light"
      question={question}
      confirmLabel="Cancel and refund"
      dismissLabel="Keep it"
      loading={cancel.isPending}
      aria-label={`Cancel and refund order #${orderId}`}
      onConfirm={() =>
        cancel.mutate(deliveryId, {
          onSuccess: () =>
            toastSuccess(`Order #${orderId}: your part is cancelled and refunded.`, { subject }),
          onError: (error) => toastError(error, { subject }),
        })
      }
    >
      Cancel and refund
    </ConfirmButton>
  );
}
