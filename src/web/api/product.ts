import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productDetailSchema } from '../../domain/product-detail';
import { type CreateReview, reviewListSchema, reviewSchema } from '../../domain/review';
import { api } from './client';

export const productQueryKey = (id: number) => ['product', id] as const;
export const reviewsQueryKey = (id: number) => ['reviews', id] as const;

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

/** Posting refreshes the list and the product's rating so both change at once. */
export function usePostReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReview) =>
      api(`/api/products/${productId}/reviews`, { method: 'POST', body: review, schema: reviewSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
      ]),
  });
}
