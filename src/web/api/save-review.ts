import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReview } from '../../domain/review';
import { api } from './client';
import { productQuery, reviewsQuery } from './product';

// Apart from the product's reads, which its page loads first: only the review form writes.
const reviewSchemas = () => import('../../domain/review');

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
