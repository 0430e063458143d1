import {
  type AdminOrder,
  deleteOrderFailedText,
  deleteOrderQuestion,
  orderDeletedText,
} from '../../../../domain/admin-orders';
import { useDeleteOrder } from '../../../api/admin-orders';
import { ConfirmButton } from '../../../components/confirm-button';
import { toastError, toastSuccess } from '../../../components/toast';

/** Delete, asked first; what it does is in docs/decisions/006-admin-deletes.md. */
export function DeleteOrderButton({ order }: { order: AdminOrder }) {
  const remove = useDeleteOrder();
  return (
    <ConfirmButton
      size="xs"
      color="red"
      variant="light"
      question={deleteOrderQuestion}
      confirmLabel="Delete"
      loading={remove.isPending}
      aria-label={`Delete order #${order.id}`}
      onConfirm={() =>
        remove.mutate(order.id, {
          onSuccess: () => toastSuccess(orderDeletedText),
          onError: (error) => toastError(error, { title: deleteOrderFailedText }),
        })
      }
    >
      Delete
    </ConfirmButton>
  );
}
