import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerApplicationSchema } from '../../domain/seller-application';
import { api } from './client';

export const sellerApplicationQuery = queryOptions({
  queryKey: ['seller-application'],
  queryFn: () => api('/api/seller/application', { schema: sellerApplicationSchema }),
});

export const useSellerApplication = () => useQuery(sellerApplicationQuery);

export function useApplyAsSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/seller/application', { method: 'POST', schema: sellerApplicationSchema }),
    onSuccess: (data) => queryClient.setQueryData(sellerApplicationQuery.queryKey, data),
  });
}
