import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesPath, productListPath } from '../../domain/api-paths';
import type { Category } from '../../domain/category';
import type { ProductListQuery, ProductPage } from '../../domain/product';
import { api } from './client';
import { pageDataOptions } from './page-data';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const categorySchemas = () => import('../../domain/category');
const productSchemas = () => import('../../domain/product');

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api(categoriesPath, { schema: categorySchemas().then((m) => m.categoryListSchema) }),
  ...pageDataOptions<Category[]>(categoriesPath),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);

/** The start of every shop page's key: invalidating it refreshes them all. */
export const productListsKey = ['products'] as const;

export const productsQuery = (query: ProductListQuery) => {
  const path = productListPath(query);
  return queryOptions({
    queryKey: [...productListsKey, query],
    queryFn: ({ signal }) =>
      api<ProductPage>(path, { schema: productSchemas().then((m) => m.productPageSchema), signal }),
    ...pageDataOptions<ProductPage>(path),
    placeholderData: keepPreviousData,
  });
};

export const useProducts = (query: ProductListQuery) => useQuery(productsQuery(query));
