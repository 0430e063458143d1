import {
  type AdminOrder,
  deleteOrderFailedText,
  deleteOrderQuestion,
  orderDeletedText,
} from '../../../../domain/admin-orders';
import { useDeleteOrder } from '../../../api/admin-orders';
import { DeleteButton } from '../../../components/delete-button';
import { toastError, toastSuccess } from '../../../components/toast';

/** Delete, asked first; what it does is in docs/decisions/006-admin-deletes.md. */
export function DeleteOrderButton({ order }: { order: AdminOrder }) {
  const remove = useDeleteOrder();
  return (
    <DeleteButton
      label={`Delete order #${order.id}`}
      question={deleteOrderQuestion}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(order.id, {
          onSuccess: () => toastSuccess(orderDeletedText, { subject: `order-${order.id}` }),
          onError: (error) =>
            toastError(error, { subject: `order-${order.id}`, context: { title: deleteOrderFailedText } }),
        })
      }
    />
  );
}
