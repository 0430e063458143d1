import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderListSchema,
  cancelPartResponseSchema,
  deleteOrderResponseSchema,
} from '../../domain/admin-orders';
import { api } from './client';

export const allOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders'],
  queryFn: ({ signal }) => api('/api/admin/orders', { schema: adminOrderListSchema, signal }),
});

export const useAllOrders = () => useQuery(allOrdersQuery);

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      api(`/api/admin/orders/${orderId}`, { method: 'DELETE', schema: deleteOrderResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersQuery.queryKey }),
  });
}

/** Cancels one seller's paid part of an order before it ships (docs/decisions/008). */
export function useCancelOrderPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, sellerId }: { orderId: number; sellerId: string }) =>
      api(`/api/admin/orders/${orderId}/parts/${encodeURIComponent(sellerId)}/cancel`, {
        method: 'POST',
        schema: cancelPartResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersQuery.queryKey }),
  });
}
