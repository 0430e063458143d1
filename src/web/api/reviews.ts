import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReview } from '../../domain/review';
import { api } from './client';
import { productQuery } from './product';

// Apart from the product's read, which its page draws first: the reviews come below it, with their own code. The
// schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const reviewSchemas = () => import('../../domain/review');

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
            schema: reviewSchemas().then((m) => m.reviewSchema),
          })
        : api(`/api/products/${productId}/reviews`, {
            method: 'POST',
            body: review,
            schema: reviewSchemas().then((m) => m.reviewSchema),
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQuery(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
      ]),
  });
}
