import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProfile } from '../../domain/seller-profile';
import { sellerProfilePath } from '../../domain/seller-profile-path';
import { api } from './client';
import { pageDataOptions } from './page-data';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const sellerProfileSchemas = () => import('../../domain/seller-profile');

export const sellerProfileQuery = (sellerId: string, page: number) => {
  const path = sellerProfilePath(sellerId, page);
  return queryOptions({
    queryKey: ['seller-profile', sellerId, page],
    queryFn: ({ signal }) =>
      api(path, { schema: sellerProfileSchemas().then((m) => m.sellerProfileSchema), signal }),
    ...pageDataOptions<SellerProfile>(path),
    // The next page of listings comes under the seller's figures as they were, not a skeleton of the whole page.
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });
};

export const useSellerProfile = (sellerId: string, page: number) =>
  useQuery(sellerProfileQuery(sellerId, page));
