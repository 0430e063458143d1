import { deliveryTexts } from '../../domain/delivery-texts';
import { useReceiveDelivery } from '../api/orders';
import { ConfirmButton } from './confirm-button';
import { toastError } from './toast';

type Props = { orderId: number; deliveryId: number; sellerName: string };

/** The buyer's Received for a part On the Way, asked first: it closes the delivery for good. */
export function ReceivedButton({ orderId, deliveryId, sellerName }: Props) {
  const receive = useReceiveDelivery();
  return (
    <ConfirmButton
      size="compact-sm"
      color="green"
      loading={receive.isPending}
      question={deliveryTexts.receiveQuestion(orderId, sellerName)}
      confirmLabel={deliveryTexts.receiveConfirm}
      dismissLabel={deliveryTexts.receiveDismiss}
      aria-label={`${deliveryTexts.receive}: order ${orderId} from ${sellerName}`}
      onConfirm={() =>
        receive.mutate(deliveryId, {
          onError: (error) => toastError(error, { subject: `delivery-${deliveryId}` }),
        })
      }
    >
      {deliveryTexts.receive}
    </ConfirmButton>
  );
}
