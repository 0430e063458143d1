import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQuery, enabled });

/** Keeps the search (`input`), or deletes the saved search `id`; then reads the list again. */
export function useSetSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { save: SavedSearchInput } | { deleteId: number }): Promise<unknown> =>
      'save' in change
        ? api('/api/saved-searches', {
            method: 'POST',
            body: change.save,
            schema: schemas().then((m) => m.savedSearchSchema),
          })
        : api(`/api/saved-searches/${change.deleteId}`, {
            method: 'DELETE',
            schema: schemas().then((m) => m.savedSearchDeletedSchema),
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}
