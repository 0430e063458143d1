import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api } from './client';
import { productQueryKey } from './product';

const sellerKey = ['seller'] as const;
const sellerProductsQueryKey = [...sellerKey, 'products'] as const;
const sellerProductQueryKey = (id: number) => [...sellerKey, 'product', id] as const;
const sellerOrderLinesQueryKey = [...sellerKey, 'order-lines'] as const;
const sellerSummaryQueryKey = [...sellerKey, 'summary'] as const;

export function useSellerSummary() {
  return useQuery({
    queryKey: sellerSummaryQueryKey,
    queryFn: ({ signal }) => api('/api/seller/summary', { schema: sellerSummarySchema, signal }),
  });
}

export function useSellerProducts() {
  return useQuery({
    queryKey: sellerProductsQueryKey,
    queryFn: ({ signal }) => api('/api/seller/products', { schema: sellerProductListSchema, signal }),
  });
}

export function useSellerProduct(id: number | null) {
  return useQuery({
    queryKey: sellerProductQueryKey(id ?? 0),
    queryFn: ({ signal }) => api(`/api/seller/products/${id}`, { schema: sellerProductSchema, signal }),
    enabled: id !== null,
    retry: false,
    // The form copies the product once; a refetch in the background must not overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

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
      queryClient.invalidateQueries({ queryKey: productQueryKey(id) }),
    ]);
}

export function useToggleProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/seller/products/${id}/status`, { method: 'POST', schema: productStatusChangeSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
  });
}

export function useSellerOrderLines() {
  return useQuery({
    queryKey: sellerOrderLinesQueryKey,
    queryFn: ({ signal }) => api('/api/seller/order-lines', { schema: sellerOrderLinesSchema, signal }),
  });
}

export function useShipDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/ship`, { method: 'POST', schema: deliveryResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOrderLinesQueryKey }),
  });
}

/** The seller's order lines, figures and stock after one of their parts changed (an administrator cancelled it). */
export function useRefreshSellerOrders() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [sellerOrderLinesQueryKey, sellerSummaryQueryKey, sellerProductsQueryKey])
      queryClient.invalidateQueries({ queryKey });
  };
}
