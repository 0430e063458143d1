import { deliveryTexts } from '../../domain/delivery-texts';
import { useCancelPurchase } from '../api/orders';
import { ConfirmButton } from './confirm-button';
import { toastError, toastSuccess } from './toast';

type Props = { orderId: number; deliveryId: number; sellerName: string };

/** The buyer's cancel of a paid part before it ships, asked first: the money goes back the way it was paid. */
export function CancelPurchaseButton({ orderId, deliveryId, sellerName }: Props) {
  const subject = `delivery-${deliveryId}`;
  const cancel = useCancelPurchase(orderId, {
    onSuccess: () => toastSuccess(deliveryTexts.cancelled(orderId), { subject }),
    onError: (error) => toastError(error, { subject }),
  });
  return (
    <ConfirmButton
      size="compact-sm"
      color="red"
      variant="light"
      loading={cancel.isPending}
      question={deliveryTexts.cancelQuestion(orderId, sellerName)}
      confirmLabel={deliveryTexts.cancel}
      dismissLabel={deliveryTexts.cancelDismiss}
      aria-label={`${deliveryTexts.cancel}: order ${orderId} from ${sellerName}`}
      onConfirm={() => cancel.mutate(deliveryId)}
    >
      {deliveryTexts.cancel}
    </ConfirmButton>
  );
}
