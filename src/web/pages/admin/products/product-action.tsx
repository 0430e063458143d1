import { adminProductTexts } from '../../../../domain/admin-product-texts';
import type { AdminProduct } from '../../../../domain/admin-products';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useApproveProduct, useChangeProductStatus } from '../../../api/admin-products';
import { ConfirmButton } from '../../../components/confirm-button';
import { StatusToggleButton } from '../../../components/status-toggle-button';
import { toastError, toastSuccess } from '../../../components/toast';

/** Approve for a pending product, otherwise the status toggle (SPEC section 2), each asked first. */
export function ProductAction({ product }: { product: AdminProduct }) {
  const approve = useApproveProduct();
  const change = useChangeProductStatus();

  if (product.status !== 'pending')
    return (
      <StatusToggleButton
        product={product}
        size="xs"
        loading={change.isPending}
        onToggle={(status) =>
          change.mutate(
            { productId: product.id, status },
            {
              onError: (error) =>
                toastError(error, {
                  subject: `product-${product.id}`,
                  context: adminErrorContexts.changeProductStatus,
                }),
            },
          )
        }
      />
    );

  return (
    <ConfirmButton
      size="xs"
      question={adminProductTexts.approveQuestion}
      confirmLabel="Approve"
      loading={approve.isPending}
      aria-label={`Approve ${product.name}`}
      onConfirm={() =>
        approve.mutate(product.id, {
          onSuccess: () => toastSuccess(adminProductTexts.approved, { subject: `product-${product.id}` }),
          onError: (error) =>
            toastError(error, {
              subject: `product-${product.id}`,
              context: adminErrorContexts.approveProduct,
            }),
        })
      }
    >
      Approve
    </ConfirmButton>
  );
}
