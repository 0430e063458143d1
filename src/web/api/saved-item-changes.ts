import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedItemsQuery, setSavedRequest } from './saved-items';

export const useSavedItems = () => useQuery(savedItemsQuery);

/** Save or unsave, then read the list again. Kept apart from saved-items.ts: the heart on every card loads that. */
export function useSetSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSavedRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedItemsQuery.queryKey }),
  });
}
