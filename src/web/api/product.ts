import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../domain/product-detail';
import { productPath } from '../../domain/shop-listing';
import { api } from './client';
import { pageDataOptions } from './page-data';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const productDetailSchemas = () => import('../../domain/product-detail');
const reviewSchemas = () => import('../../domain/review');

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) =>
      api(productPath(id), { schema: productDetailSchemas().then((m) => m.productDetailSchema), signal }),
    ...pageDataOptions<ProductDetail>(productPath(id)),
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });

export const reviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) =>
      api(`/api/products/${productId}/reviews`, {
        schema: reviewSchemas().then((m) => m.reviewListSchema),
        signal,
      }),
  });

/** Whether the signed-in person may review the product, and their review if they wrote one. */
export const myReviewQuery = (productId: number) =>
  queryOptions({
    queryKey: [...reviewsQuery(productId).queryKey, 'mine'],
    queryFn: ({ signal }) =>
      api(`/api/products/${productId}/reviews/mine`, {
        schema: reviewSchemas().then((m) => m.myReviewSchema),
        signal,
      }),
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
export const useReviews = (productId: number) => useQuery(reviewsQuery(productId));
export const useMyReview = (productId: number, signedIn: boolean) =>
  useQuery({ ...myReviewQuery(productId), enabled: signedIn });
