import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryResponseSchema } from '../../domain/delivery';
import { type MeetUpSetting, meetUpOfferSchema, meetUpSettingSchema } from '../../domain/meet-up';
import { api } from './client';
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

/** The seller's Paid and handed over; the part's lines and the figures follow. */
export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/deliveries/${deliveryId}/hand-over`, { method: 'POST', schema: deliveryResponseSchema }),
    onSettled: () =>
      Promise.all(
        [sellerOrderLinesQuery, sellerSummaryQuery].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
