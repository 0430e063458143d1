import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateOrderRequest,
  checkoutTermsSchema,
  createOrderResponseSchema,
  type PayOrderRequest,
} from '../../domain/checkout';
import { deliveryResponseSchema } from '../../domain/delivery';
import { myOrdersSchema, type OrderDetail, orderDetailSchema } from '../../domain/orders';
import { cartQueryKey } from './cart';
import { api } from './client';

export const myOrdersQueryKey = ['orders'] as const;
export const orderQueryKey = (orderId: number) => ['orders', orderId] as const;

/** The spec polls the payment every 15 s; we do only while the realtime socket is down. */
const ORDER_FALLBACK_POLL_MS = 15_000;

/** An order with how far the server's clock is ahead of this device's, measured when it was read. */
type TimedOrder = { order: OrderDetail; clockOffsetMs: number };

function toTimedOrder(order: OrderDetail): TimedOrder {
  return { order, clockOffsetMs: Date.parse(order.serverTime) - Date.now() };
}

/** The server's payment window; it is set at start-up, so it is read once. */
export function useCheckoutTerms() {
  return useQuery({
    queryKey: ['checkout-terms'],
    queryFn: ({ signal }) => api('/api/checkout/terms', { schema: checkoutTermsSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: (request: CreateOrderRequest) =>
      api('/api/orders', { method: 'POST', body: request, schema: createOrderResponseSchema }),
  });
}

export function useOrder(orderId: number | null, { live }: { live: boolean }) {
  return useQuery({
    queryKey: orderQueryKey(orderId ?? 0),
    queryFn: async ({ signal }) =>
      toTimedOrder(await api(`/api/orders/${orderId}`, { schema: orderDetailSchema, signal })),
    enabled: orderId !== null,
    refetchInterval: live ? false : ORDER_FALLBACK_POLL_MS,
    retry: false,
  });
}

export function usePayOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PayOrderRequest) =>
      api(`/api/orders/${orderId}/pay`, { method: 'POST', body: request, schema: orderDetailSchema }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(orderId), toTimedOrder(order));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey, exact: true }),
      ]);
    },
  });
}

export function useMyOrders({ live }: { live: boolean }) {
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => api('/api/orders', { schema: myOrdersSchema, signal }),
    refetchInterval: live ? false : ORDER_FALLBACK_POLL_MS * 2,
  });
}

export function useReceiveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/receive`, {
        method: 'POST',
        schema: deliveryResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
