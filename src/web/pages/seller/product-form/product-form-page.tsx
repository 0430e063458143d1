import { Center, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { sellerProductTexts } from '../../../../domain/seller-product';
import { useSellerProduct } from '../../../api/seller';
import { RequireUser } from '../../../components/require-user';
import { usePageTitle } from '../../../components/use-page-title';
import { SellerOnly } from '../seller-only';
import { ProductForm } from './product-form';

function EditProduct({ id }: { id: number }) {
  const product = useSellerProduct(id);
  useEffect(() => {
    if (product.isError)
      notifications.show({ id: 'product-load-error', color: 'red', message: sellerProductTexts.loadError });
  }, [product.isError]);
  if (product.isError) return <Navigate to="/seller/products" replace />;
  if (product.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading product" />
      </Center>
    );
  }
  return <ProductForm key={product.data.id} product={product.data} />;
}

/** /add-product and /update-product/:id: the same form, in update mode when there is an id. */
export function ProductFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const title = id === null ? 'Add Product' : 'Update Product';
  usePageTitle(title);
  return (
    <RequireUser message={id === null ? sellerProductTexts.signInToSave : sellerProductTexts.signInToEdit}>
      <Stack gap="md" maw={880} mx="auto">
        <Title order={2}>{title}</Title>
        <SellerOnly bannedText={sellerProductTexts.bannedProducts}>
          {id === null ? <ProductForm product={null} /> : validId ? <EditProduct id={id} /> : <LoadFailed />}
        </SellerOnly>
      </Stack>
    </RequireUser>
  );
}

function LoadFailed() {
  useEffect(() => {
    notifications.show({ id: 'product-load-error', color: 'red', message: sellerProductTexts.loadError });
  }, []);
  return <Navigate to="/seller/products" replace />;
}
