import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery, ProductPage } from '../../domain/product';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const categorySchemas = () => import('../../domain/category');
const productSchemas = () => import('../../domain/product');

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api('/api/categories', { schema: categorySchemas().then((m) => m.categoryListSchema) }),
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
      return api<ProductPage>(`/api/products?${params}`, {
        schema: productSchemas().then((m) => m.productPageSchema),
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQuery(query));
