import type { QueryClient } from '@tanstack/react-query';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import type { SavedSearchInput } from '../../../domain/saved-searches';
import { errorContexts } from '../../api/error-contexts';
import { deleteSavedSearchRequest, savedSearchesQuery, saveSearchRequest } from '../../api/saved-searches';
import { toastError, toastSuccess } from '../../components/toast';

/**
 * What "Tell me when something new matches" does when pressed, loaded then: keeps the search, or deletes the saved
 * search `savedId`, says so, and reads the list again.
 */
export async function setSearchSaved(
  queryClient: QueryClient,
  change: { save: SavedSearchInput } | { savedId: number },
): Promise<void> {
  try {
    if ('save' in change) {
      await saveSearchRequest(change.save);
      toastSuccess(savedSearchTexts.savedToast, { subject: 'saved-search' });
    } else {
      await deleteSavedSearchRequest(change.savedId);
      toastSuccess(savedSearchTexts.undoneToast, { subject: 'saved-search' });
    }
  } catch (error) {
    toastError(error, { subject: 'saved-search', context: errorContexts.saveSearch });
  } finally {
    await queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey });
  }
}
