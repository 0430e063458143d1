import { adminOrderTexts } from '../../../../domain/admin-order-texts';
import type { AdminOrder, AdminOrderPart } from '../../../../domain/admin-orders';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useCancelOrderPart } from '../../../api/admin-orders';
import { ConfirmButton } from '../../../components/confirm-button';
import { toastError, toastSuccess } from '../../../components/toast';

/** Cancels a paid part that has not shipped, asked first; what it does is in docs/decisions/008. */
export function CancelPartButton({ order, part }: { order: AdminOrder; part: AdminOrderPart }) {
  const cancel = useCancelOrderPart();
  return (
    <ConfirmButton
      size="compact-xs"
      color="red"
      variant="light"
      question={adminOrderTexts.cancelPartQuestion}
      confirmLabel="Cancel part"
      dismissLabel="Keep it"
      loading={cancel.isPending}
      aria-label={`Cancel ${part.sellerName}'s part of order #${order.id}`}
      reasonLabel={moneyReportTexts.reasonLabel}
      onConfirm={(reason) =>
        cancel.mutate(
          { orderId: order.id, sellerId: part.sellerId, reason },
          {
            onSuccess: () => toastSuccess(adminOrderTexts.partCancelled, { subject: `order-${order.id}` }),
            onError: (error) =>
              toastError(error, {
                subject: `order-${order.id}`,
                context: adminErrorContexts.cancelPart,
              }),
          },
        )
      }
    >
      Cancel part
    </ConfirmButton>
  );
}
