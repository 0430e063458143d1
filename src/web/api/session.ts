import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../components/use-hydrated';
import { afterFirstIdle } from '../idle';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const accountSchemas = () => import('../../domain/account');

export const meQuery = queryOptions({
  queryKey: ['me'],
  // Asked once the page has drawn: a visitor's page needs no session to show, and on a slow phone the request
  // and its schemas would stand in the way of its first paint.
  queryFn: async () => {
    await afterFirstIdle();
    return api('/api/me', { schema: accountSchemas().then((m) => m.meSchema) });
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

/** The session of a person who is not signed in. */
export const signedOut = { user: null, isAdmin: false, seller: 'none' } as const;

/**
 * Whether the signed-in person is the product's seller. A shop page has a card for each product, and each asks: it
 * takes no session while the session loads, so that the answer, a visitor's on most pages, changes nothing and
 * redraws no card when it arrives.
 */
export function useIsOwnProduct(sellerId: string): boolean {
  const own = useQuery({ ...meQuery, select: (me) => me.user?.id === sellerId, placeholderData: signedOut });
  // The server drew the page for a visitor; the browser takes it over as drawn, then tells the seller.
  return useHydrated() && (own.data ?? false);
}
