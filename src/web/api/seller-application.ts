import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerApplicationSchema } from '../../domain/seller-application';
import { api } from './client';

export const sellerApplicationQueryKey = ['seller-application'] as const;
const key = sellerApplicationQueryKey;

export function useSellerApplication(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => api('/api/seller/application', { schema: sellerApplicationSchema }),
    enabled,
  });
}

export function useApplyAsSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/seller/application', { method: 'POST', schema: sellerApplicationSchema }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
