import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderListSchema,
  cancelPartResponseSchema,
  deleteOrderResponseSchema,
} from '../../domain/admin-orders';
import { heldDecisionSchema, heldPaymentListSchema } from '../../domain/payment-attempt';
import { api } from './client';

export const allOrdersQuery = queryOptions({
  queryKey: ['admin', 'orders'],
  queryFn: ({ signal }) => api('/api/admin/orders', { schema: adminOrderListSchema, signal }),
});

export const useAllOrders = () => useQuery(allOrdersQuery);

/** The reason an administrator gave, as a body; none when they gave none, so the action sends no body. */
const reasonBody = (reason = '') => (reason.trim() === '' ? undefined : { reason });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason?: string }) =>
      api(`/api/admin/orders/${orderId}`, {
        method: 'DELETE',
        body: reasonBody(reason),
        schema: deleteOrderResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersQuery.queryKey }),
  });
}

/** Cancels one seller's paid part of an order before it ships (docs/decisions/008). */
export function useCancelOrderPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, sellerId, reason }: { orderId: number; sellerId: string; reason?: string }) =>
      api(`/api/admin/orders/${orderId}/parts/${encodeURIComponent(sellerId)}/cancel`, {
        method: 'POST',
        body: reasonBody(reason),
        schema: cancelPartResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allOrdersQuery.queryKey }),
  });
}

export const heldPaymentsQuery = queryOptions({
  queryKey: ['admin', 'held-payments'],
  queryFn: ({ signal }) => api('/api/admin/payments/held', { schema: heldPaymentListSchema, signal }),
});

export const useHeldPayments = () => useQuery(heldPaymentsQuery);

/** Accepts a held payment (the order is paid) or refunds it (the order is cancelled, its stock back). */
export function useDecideHeldPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      attemptId,
      decision,
      reason,
    }: {
      attemptId: number;
      decision: 'accept' | 'refund';
      reason?: string;
    }) =>
      api(`/api/admin/payments/held/${attemptId}/${decision}`, {
        method: 'POST',
        body: reasonBody(reason),
        schema: heldDecisionSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: heldPaymentsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: allOrdersQuery.queryKey }),
      ]),
  });
}
