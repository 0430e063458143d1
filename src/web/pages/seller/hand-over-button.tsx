import { IconCash } from '@tabler/icons-react';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { useHandOver } from '../../api/meet-up';
import { ConfirmButton } from '../../components/confirm-button';
import { toastError, toastSuccess } from '../../components/toast';

type Props = { deliveryId: number; orderId: number; buyerName: string };

/** Paid and handed over for a part paid in person, asked first: it takes the cash as paid, for good. */
export function HandOverButton({ deliveryId, orderId, buyerName }: Props) {
  const handOver = useHandOver();
  return (
    <ConfirmButton
      size="compact-sm"
      color="green"
      loading={handOver.isPending}
      leftSection={<IconCash size={14} aria-hidden />}
      question={meetUpTexts.handOverQuestion(orderId, buyerName)}
      confirmLabel={meetUpTexts.handOverConfirm}
      dismissLabel={meetUpTexts.handOverDismiss}
      aria-label={`${meetUpTexts.handOver}: order ${orderId} for ${buyerName}`}
      onConfirm={() =>
        handOver.mutate(deliveryId, {
          onSuccess: () =>
            toastSuccess(meetUpTexts.handedOver(orderId), { subject: `delivery-${deliveryId}` }),
          onError: (error) => toastError(error, { subject: `delivery-${deliveryId}` }),
        })
      }
    >
      {meetUpTexts.handOver}
    </ConfirmButton>
  );
}
