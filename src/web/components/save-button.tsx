import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { savedItemTexts } from '../../domain/saved-item-texts';
import { savedItemsQuery } from '../api/saved-items';
import { meQuery, signedOut } from '../api/session';
import classes from './save-heart.module.css';
import { useHydrated } from './use-hydrated';

// What pressing does (the session check, the request, the toasts) loads when the heart is first pressed.
const loadSaveItem = () => import('./save-item');

/**
 * The heart: pressed while the product is saved. The saved list is read only for a signed-in person, once the page
 * has been taken over, so that the server's drawing and the browser's first one agree (unpressed).
 */
export function SaveButton({ productId, name }: { productId: number; name: string }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const me = useQuery({ ...meQuery, select: (session) => session.user !== null, placeholderData: signedOut });
  const signedIn = hydrated && me.data === true;
  const saved = useQuery({
    ...savedItemsQuery,
    enabled: signedIn,
    select: (list) => list.items.some((item) => item.id === productId),
  });
  // What was asked, shown at once while the request is under way.
  const [asked, setAsked] = useState<boolean | null>(null);
  const pressed = asked ?? (signedIn && saved.data === true);

  const toggle = async () => {
    const want = !pressed;
    // Offline, the work cannot load: nothing happens, as the request could not be sent either.
    const work = await loadSaveItem().catch(() => null);
    await work?.setSaved(queryClient, productId, want, () => setAsked(want));
    setAsked(null);
  };

  return (
    <button
      type="button"
      className={classes.heart}
      aria-pressed={pressed}
      aria-label={savedItemTexts.save(name)}
      disabled={!hydrated}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7L12 6.8l.9-.9a4.9 4.9 0 0 1 6.9 7z" />
      </svg>
    </button>
  );
}
