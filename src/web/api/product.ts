import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productDetailSchema } from '../../domain/product-detail';
import { type CreateReview, myReviewSchema, reviewListSchema, reviewSchema } from '../../domain/review';
import { api } from './client';

export const productQueryKey = (id: number) => ['product', id] as const;
const reviewsQueryKey = (id: number) => ['reviews', id] as const;
const myReviewQueryKey = (id: number) => ['reviews', id, 'mine'] as const;

export function useProduct(id: number) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => api(`/api/products/${id}`, { schema: productDetailSchema, signal }),
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });
}

export function useReviews(productId: number) {
  return useQuery({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ signal }) => api(`/api/products/${productId}/reviews`, { schema: reviewListSchema, signal }),
  });
}

/** Whether the signed-in person may review the product, and their review if they wrote one. */
export function useMyReview(productId: number, signedIn: boolean) {
  return useQuery({
    queryKey: myReviewQueryKey(productId),
    queryFn: ({ signal }) =>
      api(`/api/products/${productId}/reviews/mine`, { schema: myReviewSchema, signal }),
    enabled: signedIn,
  });
}

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
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
      ]),
  });
}
