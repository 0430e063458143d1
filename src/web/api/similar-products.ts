import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

// Apart from the product's read: the similar items come last on its page, with their own code. The schemas (and zod
// with them) load with the first request, not with the page: see api()'s `schema`.
const similarSchemas = () => import('../../domain/similar-products');

export const similarProductsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['similar-products', productId],
    queryFn: ({ signal }) =>
      api(`/api/products/${productId}/similar`, {
        schema: similarSchemas().then((m) => m.similarProductsSchema),
        signal,
      }),
    retry: (failures, error) => failures < 1 && !('status' in error && error.status === 404),
  });

/** Other sellers' products like this one, cheapest first; asked for once `wanted`. */
export const useSimilarProducts = (productId: number, wanted: boolean) =>
  useQuery({ ...similarProductsQuery(productId), enabled: wanted });
