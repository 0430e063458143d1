import { openOrderTexts } from '../../../domain/open-order-texts';
import { errorContexts } from '../../api/error-contexts';
import { useCancelOrder } from '../../api/orders';
import { ConfirmButton } from '../../components/confirm-button';
import { toastError, toastSuccess } from '../../components/toast';

/** My Orders' Cancel of an order not paid yet, asked first: its items go back in stock at once. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmButton
      size="compact-xs"
      color="red"
      variant="light"
      question={openOrderTexts.cancelQuestion(orderId)}
      confirmLabel="Cancel order"
      dismissLabel="Keep it"
      loading={cancel.isPending}
      aria-label={`${openOrderTexts.cancel} order #${orderId}`}
      // Not mutate's callbacks: the push that the order is cancelled can re-render the row without this
      // component before the answer arrives, and an unmounted mutation drops them.
      onConfirm={() =>
        cancel.mutateAsync(orderId).then(
          () => toastSuccess(openOrderTexts.cancelled(orderId), { subject: `order-${orderId}` }),
          (error: unknown) =>
            toastError(error, {
              subject: `order-${orderId}`,
              context: errorContexts.cancelOrder,
            }),
        )
      }
    >
      {openOrderTexts.cancel}
    </ConfirmButton>
  );
}
