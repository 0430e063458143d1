import type { QueryClient } from '@tanstack/react-query';
import { savedItemTexts } from '../../domain/saved-item-texts';
import { errorContexts } from '../api/error-contexts';
import { savedItemsQuery, setSavedRequest } from '../api/saved-items';
import { meQuery } from '../api/session';
import { toastError, toastWarning } from './toast';

/**
 * What the heart does when pressed, loaded then: a visitor is asked to sign in, as Add to Cart asks; a signed-in
 * person's item is saved or unsaved (`sending` told first), and the saved list read again. Answers whether it was kept.
 */
export async function setSaved(
  queryClient: QueryClient,
  productId: number,
  saved: boolean,
  sending: () => void,
): Promise<boolean> {
  const me = await queryClient.ensureQueryData(meQuery);
  if (!me.user) {
    toastWarning(savedItemTexts.loginRequired, { subject: 'saved' });
    return false;
  }
  sending();
  try {
    await setSavedRequest({ productId, saved });
    return true;
  } catch (error) {
    toastError(error, { subject: 'saved', context: errorContexts.saveItem });
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: savedItemsQuery.queryKey });
  }
}
