import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSellerListSchema,
  adminSellerSchema,
  type BanAction,
  pendingSellerListSchema,
} from '../../domain/admin-sellers';
import { api } from './client';

export const pendingSellersQuery = queryOptions({
  queryKey: ['admin', 'sellers', 'pending'],
  queryFn: ({ signal }) => api('/api/admin/sellers/pending', { schema: pendingSellerListSchema, signal }),
});

export const sellersQuery = queryOptions({
  queryKey: ['admin', 'sellers', 'all'],
  queryFn: ({ signal }) => api('/api/admin/sellers', { schema: adminSellerListSchema, signal }),
});

export const usePendingSellers = () => useQuery(pendingSellersQuery);
export const useSellers = () => useQuery(sellersQuery);

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: 'confirm' | 'cancel' }) =>
      decision === 'confirm'
        ? api(`/api/admin/sellers/pending/${encodeURIComponent(userId)}/confirm`, {
            method: 'POST',
          })
        : api(`/api/admin/sellers/pending/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    // A confirmed applicant joins the sellers' list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingSellersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sellersQuery.queryKey }),
      ]),
  });
}

export function useSetSellerBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, action }: { sellerId: string; action: BanAction }) =>
      api(`/api/admin/sellers/${encodeURIComponent(sellerId)}/${action}`, {
        method: 'POST',
        schema: adminSellerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellersQuery.queryKey }),
  });
}
