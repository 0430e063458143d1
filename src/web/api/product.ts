import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productDetailSchema } from '../../domain/product-detail';
import { type CreateReview, myReviewSchema, reviewListSchema, reviewSchema } from '../../domain/review';
import { api } from './client';

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => api(`/api/products/${id}`, { schema: productDetailSchema, signal }),
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });

export const reviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) => api(`/api/products/${productId}/reviews`, { schema: reviewListSchema, signal }),
  });

/** Whether the signed-in person may review the product, and their review if they wrote one. */
export const myReviewQuery = (productId: number) =>
  queryOptions({
    queryKey: [...reviewsQuery(productId).queryKey, 'mine'],
    queryFn: ({ signal }) =>
      api(`/api/products/${productId}/reviews/mine`, { schema: myReviewSchema, signal }),
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
export const useReviews = (productId: number) => useQuery(reviewsQuery(productId));
export const useMyReview = (productId: number, signedIn: boolean) =>
  useQuery({ ...myReviewQuery(productId), enabled: signedIn });

/**
 * Posts the buyer's review, or edits the one they wrote. Either refreshes the list, the product's rating
 * and the buyer's own review (under the reviews key) so all change at once.
 */
export function useSaveReview(productId: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReview) =>
      editing
        ? api(`/api/products/${productId}/reviews/mine`, {
            method: 'PUT',
            body: review,
            schema: reviewSchema,
          })
        : api(`/api/products/${productId}/reviews`, { method: 'POST', body: review, schema: reviewSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQuery(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
      ]),
  });
}
