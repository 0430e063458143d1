import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const sellerApplicationSchemas = () => import('../../domain/seller-application');

export const sellerApplicationQuery = queryOptions({
  queryKey: ['seller-application'],
  queryFn: () =>
    api('/api/seller/application', {
      schema: sellerApplicationSchemas().then((m) => m.sellerApplicationSchema),
    }),
});

export const useSellerApplication = () => useQuery(sellerApplicationQuery);

export function useApplyAsSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/seller/application', {
        method: 'POST',
        schema: sellerApplicationSchemas().then((m) => m.sellerApplicationSchema),
      }),
    onSuccess: (data) => queryClient.setQueryData(sellerApplicationQuery.queryKey, data),
  });
}
