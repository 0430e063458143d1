import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSavedSearchRequest, savedSearchesQuery } from './saved-searches';

export const useSavedSearches = () => useQuery(savedSearchesQuery);

/** Deletes a saved search, then reads the list again. Kept apart from saved-searches.ts: the shop's button loads that. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearchRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}
