import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListSchema } from '../../domain/category';
import { type ProductListQuery, productPageSchema } from '../../domain/product';
import { api } from './client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api('/api/categories', { schema: categoryListSchema }),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);

/** The start of every shop page's key: invalidating it refreshes them all. */
export const productListsKey = ['products'] as const;

export const productsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: [...productListsKey, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) params.set(key, String(value));
      return api(`/api/products?${params}`, { schema: productPageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQuery(query));
