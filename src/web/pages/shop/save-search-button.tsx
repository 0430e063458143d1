import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pages } from '../../../domain/pages';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import {
  type SavedSearchInput,
  savedSearchInputSchema,
  savedSearchKey,
} from '../../../domain/saved-searches';
import type { ShopFilters } from '../../../domain/shop-filters';
import { errorContexts } from '../../api/error-contexts';
import { useSavedSearches, useSetSavedSearch } from '../../api/saved-searches';
import { meQuery, signedOut } from '../../api/session';
import { toastError, toastSuccess } from '../../components/toast';
import { useHydrated } from '../../components/use-hydrated';

type Props = { q?: string; subcategoryId?: number; filters: ShopFilters };

/** The shop's search or subcategory, with its filters, as a saved search is sent. */
function asInput({ q, subcategoryId, filters }: Props): SavedSearchInput {
  return {
    ...(q === undefined ? { subcategoryId } : { q }),
    ...(filters.condition && { condition: filters.condition }),
    ...(filters.min !== undefined && { min: filters.min }),
    ...(filters.max !== undefined && { max: filters.max }),
    ...(filters.inStock && { inStock: true }),
  };
}

/**
 * "Tell me when something new matches": pressed while the shop's search (or subcategory) with its filters is saved,
 * pressed again to stop. A visitor is sent to sign in, and comes back to the same search.
 */
export function SaveSearchButton(props: Props) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const me = useQuery({ ...meQuery, select: (session) => session.user !== null, placeholderData: signedOut });
  const signedIn = hydrated && me.data === true;
  const input = asInput(props);
  const parsed = savedSearchInputSchema.safeParse(input);
  const key = parsed.success ? savedSearchKey(parsed.data) : null;
  const list = useSavedSearches(signedIn);
  const saved = list.data?.searches.find((search) => savedSearchKey(search) === key);
  const change = useSetSavedSearch();

  const press = () => {
    if (!signedIn) {
      navigate(pages.login.path(), { state: { from: window.location.pathname + window.location.search } });
      return;
    }
    const onError = (error: Error) =>
      toastError(error, { subject: 'saved-search', context: errorContexts.saveSearch });
    if (saved)
      change.mutate(
        { deleteId: saved.id },
        { onSuccess: () => toastSuccess(savedSearchTexts.undoneToast, { subject: 'saved-search' }), onError },
      );
    else
      change.mutate(
        { save: input },
        { onSuccess: () => toastSuccess(savedSearchTexts.savedToast, { subject: 'saved-search' }), onError },
      );
  };

  if (!parsed.success) return null;
  return (
    <Button
      variant={saved ? 'filled' : 'default'}
      aria-pressed={saved !== undefined}
      disabled={!hydrated}
      loading={change.isPending}
      onClick={press}
      leftSection={<BellIcon />}
    >
      {savedSearchTexts.save}
    </Button>
  );
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
