import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSellerListSchema,
  adminSellerSchema,
  type BanAction,
  pendingSellerListSchema,
} from '../../domain/admin-sellers';
import { api } from './client';

const pendingKey = ['admin', 'sellers', 'pending'] as const;
const sellersKey = ['admin', 'sellers', 'all'] as const;

export function usePendingSellers() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => api('/api/admin/sellers/pending', { schema: pendingSellerListSchema, signal }),
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: 'confirm' | 'cancel' }) =>
      decision === 'confirm'
        ? api(`/api/admin/sellers/pending/${encodeURIComponent(userId)}/confirm`, {
            method: 'POST',
          })
        : api(`/api/admin/sellers/pending/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sellers'] }),
  });
}

export function useSellers() {
  return useQuery({
    queryKey: sellersKey,
    queryFn: ({ signal }) => api('/api/admin/sellers', { schema: adminSellerListSchema, signal }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellersKey }),
  });
}
