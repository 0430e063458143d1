import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productPageSchema } from '../../domain/product';
import { api } from './client';

/** Products matching the header search, ranked by the server's fuzzy score. */
export function useSearchResults(query: { q: string; page: number; pageSize?: number }) {
  const params = new URLSearchParams({ q: query.q, page: String(query.page) });
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => api(`/api/search?${params}`, { schema: productPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
