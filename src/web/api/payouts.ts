import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  payoutDecisionSchema,
  payoutQueueSchema,
  payoutWalletSchema,
  type RecordPayoutRequest,
  sellerPayoutsSchema,
  walletChangeSchema,
} from '../../domain/payout';
import { api } from './client';

export const sellerPayoutsQuery = queryOptions({
  queryKey: ['seller', 'payouts'],
  queryFn: ({ signal }) => api('/api/seller/payouts', { schema: sellerPayoutsSchema, signal }),
});

export const useSellerPayouts = () => useQuery(sellerPayoutsQuery);

/** Any change of the seller's wallet or payouts: the page reads them again. */
function useSellerPayoutMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerPayoutsQuery.queryKey }),
  });
}

export const useSetWallet = () =>
  useSellerPayoutMutation((wallet: string) =>
    api('/api/seller/payout-wallet', { method: 'PUT', body: { wallet }, schema: walletChangeSchema }),
  );

export const useVerifyWallet = () =>
  useSellerPayoutMutation((code: string) =>
    api('/api/seller/payout-wallet/verify', { method: 'POST', body: { code }, schema: payoutWalletSchema }),
  );

export const useRequestPayout = () =>
  useSellerPayoutMutation((amount: number) =>
    api('/api/seller/payouts', { method: 'POST', body: { amount }, schema: payoutDecisionSchema }),
  );

export const payoutQueueQuery = queryOptions({
  queryKey: ['admin', 'payouts'],
  queryFn: ({ signal }) => api('/api/admin/payouts', { schema: payoutQueueSchema, signal }),
});

export const usePayoutQueue = () => useQuery(payoutQueueQuery);

type AdminAction =
  | { action: 'send'; payoutId: number }
  | ({ action: 'record'; payoutId: number } & RecordPayoutRequest)
  | { action: 'refuse'; payoutId: number; reason: string };

/** Send, Record payout or Refuse: the queue is read again whatever the answer. */
export function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, payoutId, ...body }: AdminAction) =>
      api(`/api/admin/payouts/${payoutId}/${action}`, { method: 'POST', body, schema: payoutDecisionSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutQueueQuery.queryKey }),
  });
}
