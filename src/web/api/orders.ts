import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelPartResponseSchema } from '../../domain/admin-orders';
import {
  type CreateOrderRequest,
  checkoutTermsSchema,
  createOrderResponseSchema,
  type PayOrderRequest,
} from '../../domain/checkout';
import { deliveryResponseSchema } from '../../domain/delivery';
import { myOrdersSchema, type OrderDetail, orderDetailSchema } from '../../domain/orders';
import { payOrderResponseSchema } from '../../domain/payment-attempt';
import { cartQuery } from './cart';
import { api } from './client';
import { errorCode } from './error-message';

/** The spec polls the payment every 15 s; we do only while the realtime socket is down. */
const ORDER_FALLBACK_POLL_MS = 15_000;

/** An order with how far the server's clock is ahead of this device's, measured when it was read. */
type TimedOrder = { order: OrderDetail; clockOffsetMs: number };

function toTimedOrder(order: OrderDetail): TimedOrder {
  return { order, clockOffsetMs: Date.parse(order.serverTime) - Date.now() };
}

/**
 * My Orders, each payment window's end moved onto this device's clock (by how far the server's clock was ahead
 * when the list was read), so a countdown on a device whose clock is wrong still ends with the window.
 */
export const myOrdersQuery = queryOptions({
  queryKey: ['orders'],
  queryFn: async ({ signal }) => {
    const mine = await api('/api/orders', { schema: myOrdersSchema, signal });
    const clockOffsetMs = Date.parse(mine.serverTime) - Date.now();
    const onThisDevice = (expiresAt: string) => new Date(Date.parse(expiresAt) - clockOffsetMs).toISOString();
    return {
      ...mine,
      orders: mine.orders.map((order) => ({ ...order, expiresAt: onThisDevice(order.expiresAt) })),
    };
  },
});

/** An order answered as missing stays missing: no poll, refocus or reconnect asks for it again. */
export const answeredMissing = (query: { state: { error: unknown } }) =>
  errorCode(query.state.error) === 'not_found';

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId],
    queryFn: async ({ signal }) =>
      toTimedOrder(await api(`/api/orders/${orderId}`, { schema: orderDetailSchema, signal })),
    retry: false,
    refetchOnWindowFocus: (query) => !answeredMissing(query),
  });

/** The server's payment window; it is set at start-up, so it is read once. */
export const checkoutTermsQuery = queryOptions({
  queryKey: ['checkout-terms'],
  queryFn: ({ signal }) => api('/api/checkout/terms', { schema: checkoutTermsSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCheckoutTerms = () => useQuery(checkoutTermsQuery);

export function useCreateOrder() {
  return useMutation({
    mutationFn: (request: CreateOrderRequest) =>
      api('/api/orders', { method: 'POST', body: request, schema: createOrderResponseSchema }),
  });
}

export function useOrder(orderId: number | null, { live }: { live: boolean }) {
  return useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== null,
    refetchInterval: (query) => (live || answeredMissing(query) ? false : ORDER_FALLBACK_POLL_MS),
  });
}

/** Pay: answers the gateway's page, where the buyer goes to pay. */
export function usePayOrder(orderId: number) {
  return useMutation({
    mutationFn: (request: PayOrderRequest) =>
      api(`/api/orders/${orderId}/pay`, { method: 'POST', body: request, schema: payOrderResponseSchema }),
  });
}

export function useMyOrders({ live }: { live: boolean }) {
  return useQuery({ ...myOrdersQuery, refetchInterval: live ? false : ORDER_FALLBACK_POLL_MS * 2 });
}

/** My Orders' Cancel of an order awaiting payment; its stock is back once this answers. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      api(`/api/orders/${orderId}/cancel`, { method: 'POST', schema: orderDetailSchema }),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(order.id).queryKey, toTimedOrder(order)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: cartQuery.queryKey }),
      ]),
  });
}

/**
 * The buyer cancels a paid part before it ships; the money goes back through its gateway. The outcome is told
 * here rather than by `mutate`'s own callbacks: the live update of the cancel often arrives before its answer and
 * takes the button that asked away, and `mutate`'s callbacks die with it.
 */
export function useCancelPurchase(
  orderId: number,
  told: { onSuccess: () => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...told,
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/cancel`, { method: 'POST', schema: cancelPartResponseSchema }),
    onSettled: () =>
      Promise.all(
        [myOrdersQuery, orderQuery(orderId)].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey }),
  });
}
