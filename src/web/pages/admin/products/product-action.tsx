import {
  type AdminProduct,
  approvedText,
  approveFailedText,
  approveQuestion,
  statusUpdateFailedText,
} from '../../../../domain/admin-products';
import { statusToggleQuestion, toggledProductStatus } from '../../../../domain/product-status';
import { useApproveProduct, useChangeProductStatus } from '../../../api/admin-products';
import { ConfirmButton } from '../../../components/confirm-button';
import { toastError, toastSuccess } from '../../../components/toast';

/** Approve for a pending product, otherwise the status toggle (SPEC section 2), each asked first. */
export function ProductAction({ product }: { product: AdminProduct }) {
  const approve = useApproveProduct();
  const change = useChangeProductStatus();
  const next = toggledProductStatus(product.status);

  // The toggle never yields pending; the second test only tells the type checker so.
  if (next === null || next === 'pending')
    return (
      <ConfirmButton
        size="xs"
        question={approveQuestion}
        confirmLabel="Approve"
        loading={approve.isPending}
        aria-label={`Approve ${product.name}`}
        onConfirm={() =>
          approve.mutate(product.id, {
            onSuccess: () => toastSuccess(approvedText),
            onError: (error) => toastError(error, { title: approveFailedText }),
          })
        }
      >
        Approve
      </ConfirmButton>
    );

  const label = next === 'out-of-stock' ? 'Mark Out of Stock' : 'Mark Available';
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color={next === 'out-of-stock' ? 'orange' : 'blue'}
      question={statusToggleQuestion(next)}
      confirmLabel={label}
      loading={change.isPending}
      aria-label={`${label}: ${product.name}`}
      onConfirm={() =>
        change.mutate(
          { productId: product.id, status: next },
          { onError: (error) => toastError(error, { title: statusUpdateFailedText }) },
        )
      }
    >
      {label}
    </ConfirmButton>
  );
}
