import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoryListSchema } from '../../domain/category';
import { type ProductListQuery, productPageSchema } from '../../domain/product';
import { api } from './client';

export const categoriesQueryKey = ['categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => api('/api/categories', { schema: categoryListSchema }),
    staleTime: 5 * 60_000,
  });
}

export function useProducts(query: ProductListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return useQuery({
    queryKey: ['products', query],
    queryFn: ({ signal }) => api(`/api/products?${params}`, { schema: productPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
