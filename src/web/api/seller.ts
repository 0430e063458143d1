import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelPartResponseSchema } from '../../domain/admin-orders';
import { deliveryResponseSchema } from '../../domain/delivery';
import { sellerOrderLinesSchema, sellerSummarySchema } from '../../domain/seller-orders';
import {
  createdProductSchema,
  productStatusChangeSchema,
  type SellerProductInput,
  type SellerProductUpdate,
  sellerImageListSchema,
  sellerImageSchema,
  sellerProductListSchema,
  sellerProductSchema,
} from '../../domain/seller-product';
import { balanceKey } from './balance';
import { api } from './client';
import { productQuery } from './product';

/** The start of every key of the seller's own views: invalidating it refreshes them all. */
const sellerKey = ['seller'] as const;

export const sellerSummaryQuery = queryOptions({
  queryKey: [...sellerKey, 'summary'],
  queryFn: ({ signal }) => api('/api/seller/summary', { schema: sellerSummarySchema, signal }),
});

export const sellerProductsQuery = queryOptions({
  queryKey: [...sellerKey, 'products'],
  queryFn: ({ signal }) => api('/api/seller/products', { schema: sellerProductListSchema, signal }),
});

export const sellerProductQuery = (id: number) =>
  queryOptions({
    queryKey: [...sellerKey, 'product', id],
    queryFn: ({ signal }) => api(`/api/seller/products/${id}`, { schema: sellerProductSchema, signal }),
    retry: false,
    // The form copies the product once; a refetch in the background must not overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const sellerOrderLinesQuery = queryOptions({
  queryKey: [...sellerKey, 'order-lines'],
  queryFn: ({ signal }) => api('/api/seller/order-lines', { schema: sellerOrderLinesSchema, signal }),
});

export const useSellerSummary = () => useQuery(sellerSummaryQuery);
export const useSellerProducts = () => useQuery(sellerProductsQuery);
export const useSellerProduct = (id: number | null) =>
  useQuery({ ...sellerProductQuery(id ?? 0), enabled: id !== null });
export const useSellerOrderLines = () => useQuery(sellerOrderLinesQuery);

/** The calls that save a product form; each is one request, the form decides their order. */
export const productFormCalls = {
  read: (id: number) => api(`/api/seller/products/${id}`, { schema: sellerProductSchema }),
  create: (input: SellerProductInput) =>
    api('/api/seller/products', { method: 'POST', body: input, schema: createdProductSchema }),
  update: (id: number, input: SellerProductUpdate) =>
    api(`/api/seller/products/${id}`, { method: 'PUT', body: input, schema: sellerProductSchema }),
  upload: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(`/api/seller/products/${id}/images`, {
      method: 'POST',
      body: form,
      schema: sellerImageSchema,
    });
  },
  removeImage: (id: number, imageId: number) =>
    api(`/api/seller/products/${id}/images/${imageId}`, { method: 'DELETE' }),
  reorder: (id: number, imageIds: number[]) =>
    api(`/api/seller/products/${id}/images/order`, {
      method: 'PUT',
      body: { imageIds },
      schema: sellerImageListSchema,
    }),
};

/** After a save, every view of the seller's products and the product page read again. */
export function useRefreshSellerProduct() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerKey }),
      queryClient.invalidateQueries({ queryKey: productQuery(id).queryKey }),
    ]);
}

export function useToggleProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/seller/products/${id}/status`, { method: 'POST', schema: productStatusChangeSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsQuery.queryKey }),
  });
}

export function useShipDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/ship`, { method: 'POST', schema: deliveryResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOrderLinesQuery.queryKey }),
  });
}

/** The seller cancels their own paid part before it ships; the buyer is refunded through the gateway. */
export function useCancelOwnPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/cancel`, { method: 'POST', schema: cancelPartResponseSchema }),
    onSettled: () =>
      Promise.all(
        [sellerOrderLinesQuery, sellerSummaryQuery, sellerProductsQuery].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/**
 * The seller's order lines, figures, stock and balance after one of their parts changed (an administrator
 * cancelled it, its protection window ended).
 */
export function useRefreshSellerOrders() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      sellerOrderLinesQuery.queryKey,
      sellerSummaryQuery.queryKey,
      sellerProductsQuery.queryKey,
      balanceKey,
    ])
      queryClient.invalidateQueries({ queryKey });
  };
}
