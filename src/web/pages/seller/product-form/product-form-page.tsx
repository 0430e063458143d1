import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { pages } from '../../../../domain/pages';
import { sellerProductTexts } from '../../../../domain/seller-product-texts';
import { errorContexts } from '../../../api/error-contexts';
import { useSellerProduct } from '../../../api/seller';
import { PageTitle } from '../../../components/page-title';
import { QueryState } from '../../../components/query-state';
import { RequireUser } from '../../../components/require-user';
import { toastError } from '../../../components/toast';
import { SellerOnly } from '../seller-only';
import { ProductForm } from './product-form';

function EditProduct({ id }: { id: number }) {
  const product = useSellerProduct(id);
  return (
    <QueryState
      query={product}
      loadingLabel="Loading product"
      failed={(error) => <LoadFailed error={error} />}
    >
      {(data) => <ProductForm key={data.id} product={data} />}
    </QueryState>
  );
}

/** /add-product and /update-product/:id: the same form, in update mode when there is an id. */
export function ProductFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const title = id === null ? 'Add Product' : 'Update Product';
  return (
    <RequireUser message={id === null ? sellerProductTexts.signInToSave : sellerProductTexts.signInToEdit}>
      <Stack gap="md" maw={880} mx="auto">
        <PageTitle>{title}</PageTitle>
        <SellerOnly bannedText={sellerProductTexts.bannedProducts}>
          {id === null ? (
            <ProductForm product={null} />
          ) : validId ? (
            <EditProduct id={id} />
          ) : (
            <LoadFailed error={null} />
          )}
        </SellerOnly>
      </Stack>
    </RequireUser>
  );
}

/** Back to My Products with the spec's text; `error` is null for an address that names no product. */
function LoadFailed({ error }: { error: Error | null }) {
  useEffect(() => {
    toastError(error, { subject: 'product-form', context: errorContexts.loadProduct });
  }, [error]);
  return <Navigate to={pages.myProducts.path()} replace />;
}
