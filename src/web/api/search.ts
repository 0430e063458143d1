import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productPageSchema } from '../../domain/product';
import { api } from './client';

type SearchQuery = { q: string; page: number; pageSize?: number };

/** Products matching the header search, ranked by the server's fuzzy score. */
export const searchResultsQuery = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query.q, page: String(query.page) });
      if (query.pageSize) params.set('pageSize', String(query.pageSize));
      return api(`/api/search?${params}`, { schema: productPageSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useSearchResults = (query: SearchQuery) => useQuery(searchResultsQuery(query));
