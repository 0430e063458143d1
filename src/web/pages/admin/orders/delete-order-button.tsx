import { adminOrderTexts } from '../../../../domain/admin-order-texts';
import { type AdminOrder, canDeleteOrder } from '../../../../domain/admin-orders';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useDeleteOrder } from '../../../api/admin-orders';
import { DeleteButton } from '../../../components/delete-button';
import { toastError, toastSuccess } from '../../../components/toast';

/**
 * Delete, asked first; what it does is in docs/decisions/006-admin-deletes.md. Not offered for a paid order with
 * a part still on its way, which the server refuses.
 */
export function DeleteOrderButton({ order }: { order: AdminOrder }) {
  const remove = useDeleteOrder();
  if (!canDeleteOrder(order)) return null;
  return (
    <DeleteButton
      label={`Delete order #${order.id}`}
      question={adminOrderTexts.deleteQuestion}
      loading={remove.isPending}
      reasonLabel={moneyReportTexts.reasonLabel}
      onConfirm={(reason) =>
        remove.mutate(
          { orderId: order.id, reason },
          {
            onSuccess: () => toastSuccess(adminOrderTexts.deleted, { subject: `order-${order.id}` }),
            onError: (error) =>
              toastError(error, {
                subject: `order-${order.id}`,
                context: adminErrorContexts.deleteOrder,
              }),
          },
        )
      }
    />
  );
}
