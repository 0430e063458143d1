import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pages } from '../../../domain/pages';
import { savedSearchKey } from '../../../domain/saved-search-link';
import { savedSearchTexts } from '../../../domain/saved-search-texts';
import type { ShopFilters } from '../../../domain/shop-filters';
import { savedSearchesQuery } from '../../api/saved-searches';
import { meQuery, signedOut } from '../../api/session';
import { useHydrated } from '../../components/use-hydrated';

// What pressing does (the request, the toasts) loads when the button is first pressed.
const loadSaveSearch = () => import('./save-search');

type Props = { q?: string; subcategoryId?: number; filters: ShopFilters };

/**
 * "Tell me when something new matches": pressed while the shop's search (or subcategory) with its filters is saved,
 * pressed again to stop. A visitor is sent to sign in, and comes back to the same search. The filters come as the
 * shop read them from its address (shop-filters.ts), which is how the server keeps them.
 */
export function SaveSearchButton({ q, subcategoryId, filters }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const me = useQuery({ ...meQuery, select: (session) => session.user !== null, placeholderData: signedOut });
  const signedIn = hydrated && me.data === true;
  const fields = {
    q: q ?? null,
    subcategoryId: q === undefined ? (subcategoryId ?? null) : null,
    condition: filters.condition ?? null,
    min: filters.min ?? null,
    max: filters.max ?? null,
    inStock: filters.inStock === '1',
  };
  const key = savedSearchKey(fields);
  const saved = useQuery({
    ...savedSearchesQuery,
    enabled: signedIn,
    select: (list) => list.searches.find((search) => savedSearchKey(search) === key)?.id ?? null,
  });
  // What was asked, shown at once while the request is under way.
  const [asked, setAsked] = useState<boolean | null>(null);
  const pressed = asked ?? (signedIn && typeof saved.data === 'number');

  const press = async () => {
    if (!signedIn) {
      navigate(pages.login.path(), { state: { from: window.location.pathname + window.location.search } });
      return;
    }
    setAsked(!pressed);
    // Offline, the work cannot load: nothing changes, as the request could not be sent either.
    const work = await loadSaveSearch().catch(() => null);
    if (!work) {
      setAsked(null);
      return;
    }
    const { q: text, subcategoryId: id, condition, min, max, inStock } = fields;
    await work.setSearchSaved(
      queryClient,
      typeof saved.data === 'number'
        ? { savedId: saved.data }
        : {
            save: {
              ...(text === null ? { subcategoryId: id ?? 0 } : { q: text }),
              ...(condition && { condition }),
              ...(min !== null && { min }),
              ...(max !== null && { max }),
              ...(inStock && { inStock }),
            },
          },
    );
    setAsked(null);
  };

  if (q === undefined && subcategoryId === undefined) return null;
  return (
    <Button
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      disabled={!hydrated}
      // One change at a time: pressed again before the first is saved, it would repeat it instead of undoing it.
      loading={asked !== null}
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
