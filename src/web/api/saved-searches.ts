import { queryOptions } from '@tanstack/react-query';
import type { SavedSearchInput } from '../../domain/saved-searches';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const schemas = () => import('../../domain/saved-searches');

/** The person's saved searches: the Saved page's list, and whether the shop's search is one of them. */
export const savedSearchesQuery = queryOptions({
  queryKey: ['saved-searches'],
  queryFn: ({ signal }) =>
    api('/api/saved-searches', { schema: schemas().then((m) => m.savedSearchesSchema), signal }),
});

/** Keeps the search; keeping it again answers the one kept. */
export const saveSearchRequest = (search: SavedSearchInput) =>
  api('/api/saved-searches', {
    method: 'POST',
    body: search,
    schema: schemas().then((m) => m.savedSearchSchema),
  });

export const deleteSavedSearchRequest = (id: number) =>
  api(`/api/saved-searches/${id}`, {
    method: 'DELETE',
    schema: schemas().then((m) => m.savedSearchDeletedSchema),
  });
