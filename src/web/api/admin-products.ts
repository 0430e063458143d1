import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductListSchema,
  type ProductStatusChange,
  productStatusResponseSchema,
} from '../../domain/admin-products';
import { productListsKey } from './catalog';
import { api } from './client';

export const allProductsQuery = queryOptions({
  queryKey: ['admin', 'products'],
  queryFn: ({ signal }) => api('/api/admin/products', { schema: adminProductListSchema, signal }),
});

export const useAllProducts = () => useQuery(allProductsQuery);

/** The shop grid changes too when a product becomes active or leaves it. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: allProductsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: productListsKey }),
  ]);

export function useApproveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      api(`/api/admin/products/${productId}/approve`, {
        method: 'POST',
        schema: productStatusResponseSchema,
      }),
    onSettled: () => refresh(queryClient),
  });
}

export function useChangeProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, status }: { productId: number } & ProductStatusChange) =>
      api(`/api/admin/products/${productId}/status`, {
        method: 'PUT',
        body: { status },
        schema: productStatusResponseSchema,
      }),
    onSettled: () => refresh(queryClient),
  });
}
