import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchPath } from '../../domain/api-paths';
import type { ProductPage } from '../../domain/product';
import type { SearchSuggestions } from '../../domain/search-suggestions';
import type { ShopFilters } from '../../domain/shop-filters';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const productSchemas = () => import('../../domain/product');

type SearchQuery = { q: string; filters: ShopFilters; page: number; pageSize?: number };

/** Products matching the header search, ranked by the server's fuzzy score, narrowed by the shop's filters. */
export const searchResultsQuery = (query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) =>
      api<ProductPage>(
        searchPath({ q: query.q, ...query.filters, page: query.page, pageSize: query.pageSize }),
        {
          schema: productSchemas().then((m) => m.productPageSchema),
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

export const useSearchResults = (query: SearchQuery) => useQuery(searchResultsQuery(query));

const suggestionSchemas = () => import('../../domain/search-suggestions');

/** What a search that found nothing may have meant: close words of product names, close subcategories. */
export const useSearchSuggestions = (q: string) =>
  useQuery({
    queryKey: ['search-suggestions', q],
    queryFn: ({ signal }) =>
      api<SearchSuggestions>(`/api/search/suggestions?${new URLSearchParams({ q })}`, {
        schema: suggestionSchemas().then((m) => m.searchSuggestionsSchema),
        signal,
      }),
  });
