import { queryOptions, useQuery } from '@tanstack/react-query';
import { productPath } from '../../domain/api-paths';
import type { ProductDetail } from '../../domain/product-detail';
import { api } from './client';
import { pageDataOptions } from './page-data';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const productDetailSchemas = () => import('../../domain/product-detail');

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) =>
      api(productPath(id), { schema: productDetailSchemas().then((m) => m.productDetailSchema), signal }),
    ...pageDataOptions<ProductDetail>(productPath(id)),
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
