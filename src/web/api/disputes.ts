import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DisputeDecision,
  type DisputeOffer,
  disputeQueueSchema,
  disputeResponseSchema,
  type OpenDisputeFields,
} from '../../domain/disputes';
import { api } from './client';
import { myOrdersQuery } from './orders';
import { sellerOrderLinesQuery } from './seller';

/** The buyer's report of a problem with a part: its fields and photos in one form. */
export function useReportProblem(deliveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: OpenDisputeFields; photos: File[] }) => {
      const form = new FormData();
      form.append('reason', fields.reason);
      form.append('details', fields.details);
      for (const photo of photos) form.append('file', photo, photo.name);
      return api(`/api/deliveries/${deliveryId}/dispute`, {
        method: 'POST',
        body: form,
        schema: disputeResponseSchema,
      });
    },
    // Every order query: My Orders and each order's page.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey }),
  });
}

/** The buyer accepts the seller's offer of `amount`, the one they read. */
export function useAcceptOffer(disputeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      api(`/api/disputes/${disputeId}/accept`, {
        method: 'POST',
        body: { amount },
        schema: disputeResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey }),
  });
}

/** The seller offers a refund for a part the buyer reported a problem with. */
export function useOfferRefund(disputeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: DisputeOffer) =>
      api(`/api/disputes/${disputeId}/offer`, { method: 'POST', body: offer, schema: disputeResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerOrderLinesQuery.queryKey }),
  });
}

export const disputeQueueQuery = queryOptions({
  queryKey: ['admin', 'disputes'],
  queryFn: ({ signal }) => api('/api/admin/disputes', { schema: disputeQueueSchema, signal }),
});

export const useDisputeQueue = () => useQuery(disputeQueueQuery);

/** The administrator's decision on an open dispute. */
export function useDecideDispute(disputeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DisputeDecision) =>
      api(`/api/admin/disputes/${disputeId}/decide`, {
        method: 'POST',
        body: decision,
        schema: disputeResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeQueueQuery.queryKey }),
  });
}
