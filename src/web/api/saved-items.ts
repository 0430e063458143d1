import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

// The schemas (and zod with them) load with the first request, not with the page: see api()'s `schema`.
const savedSchemas = () => import('../../domain/saved-items');

/** The person's saved items: the Saved page's cards, and which hearts are pressed. */
export const savedItemsQuery = queryOptions({
  queryKey: ['saved-items'],
  queryFn: ({ signal }) =>
    api('/api/saved', { schema: savedSchemas().then((m) => m.savedItemsSchema), signal }),
});

/** Saves the product (`saved`) or unsaves it; both may be sent again and change nothing more. */
export const setSavedRequest = ({ productId, saved }: { productId: number; saved: boolean }) =>
  api(`/api/saved/${productId}`, {
    method: saved ? 'PUT' : 'DELETE',
    schema: savedSchemas().then((m) => m.savedStateSchema),
  });
