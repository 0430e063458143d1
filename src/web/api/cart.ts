import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const cartSchemas = () => import('../../domain/cart');

export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: ({ signal }) => api('/api/cart', { schema: cartSchemas().then((m) => m.cartSchema), signal }),
});

/** While the realtime socket is down the cart falls back to this slow poll. */
const FALLBACK_POLL_MS = 30_000;

/** plus and minus are deltas of 1; set replaces the quantity and 0 removes the line. */
export type CartChange = { productId: number } & ({ op: 'plus' | 'minus' } | { op: 'set'; quantity: number });

export function useCart({ live }: { live: boolean }) {
  return useQuery({ ...cartQuery, refetchInterval: live ? false : FALLBACK_POLL_MS });
}

/** One more of a product in the cart; answers the whole cart. */
export const addToCartRequest = (productId: number) =>
  api('/api/cart/items', {
    method: 'POST',
    body: { productId, quantity: 1 },
    schema: cartSchemas().then((m) => m.cartSchema),
  });

export function useChangeCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) =>
      change.op === 'set'
        ? api(`/api/cart/items/${change.productId}`, {
            method: 'PUT',
            body: { quantity: change.quantity },
            schema: cartSchemas().then((m) => m.cartSchema),
          })
        : api('/api/cart/items', {
            method: 'POST',
            body: { productId: change.productId, quantity: change.op === 'plus' ? 1 : -1 },
            schema: cartSchemas().then((m) => m.cartSchema),
          }),
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}

/** The order review's offer: every line down to what is available. */
export function useAdjustCartToStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/cart/adjust-to-stock', { method: 'POST', schema: cartSchemas().then((m) => m.cartSchema) }),
    onSuccess: (cart) => queryClient.setQueryData(cartQuery.queryKey, cart),
  });
}
