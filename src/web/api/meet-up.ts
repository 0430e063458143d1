import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryResponseSchema } from '../../domain/delivery';
import { newHandOverCodeResponseSchema } from '../../domain/hand-over-code';
import { type MeetUpSetting, meetUpOfferSchema, meetUpSettingSchema } from '../../domain/meet-up';
import { api } from './client';
import { myOrdersQuery } from './orders';
import { sellerOrderLinesQuery, sellerSummaryQuery } from './seller';

/** Which products of the cart cannot be paid in person; read again whenever the cart's products change. */
export const useMeetUpOffer = (productIds: readonly number[]) =>
  useQuery({
    queryKey: ['meet-up-offer', productIds.join(',')],
    queryFn: ({ signal }) => api('/api/checkout/meet-up', { schema: meetUpOfferSchema, signal }),
  });

const sellerMeetUpQuery = queryOptions({
  queryKey: ['seller', 'meet-up'],
  queryFn: ({ signal }) => api('/api/seller/meet-up', { schema: meetUpSettingSchema, signal }),
});

export const useSellerMeetUp = () => useQuery(sellerMeetUpQuery);

export function useSetSellerMeetUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: MeetUpSetting) =>
      api('/api/seller/meet-up', { method: 'PUT', body: setting, schema: meetUpSettingSchema }),
    onSuccess: (setting) => queryClient.setQueryData(sellerMeetUpQuery.queryKey, setting),
  });
}

/** The seller's Paid and handed over, with the buyer's hand-over code; the part's lines and the figures follow. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, code }: { deliveryId: number; code: string }) =>
      api(`/api/deliveries/${deliveryId}/hand-over`, {
        method: 'POST',
        body: { code },
        schema: deliveryResponseSchema,
      }),
    onSettled: () =>
      Promise.all(
        [sellerOrderLinesQuery, sellerSummaryQuery].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The buyer's new hand-over code for a part; My Orders and the order (both under ['orders']) show it. */
export function useNewHandOverCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/hand-over-code`, {
        method: 'POST',
        schema: newHandOverCodeResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey }),
  });
}
