import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export const MAIN_ID = 'main';

/** The page's main heading (PageTitle); null before the page shows it. */
function mainHeading(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  return main?.querySelector<HTMLElement>('h1[tabindex="-1"]') ?? null;
}

/** Where the skip link leads: the main heading, or the main region while the page has none yet. */
export function focusMain(): void {
  const target = mainHeading() ?? document.getElementById(MAIN_ID);
  target?.focus();
}

/**
 * After a navigation inside the app, moves focus to the new page's main heading, as a page load would have put
 * a screen reader at the top of the new page; a page whose heading waits for its data is focused when it shows.
 * A new search is a new page too (its results have their own heading); a sort or another page of the same
 * results is not. Not on the first load (the browser starts at the top by itself), and not when the person
 * already moved into the new page meanwhile.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = `${pathname}?${params.get('q') ?? ''}`;
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const focusHeading = () => {
      const heading = mainHeading();
      if (!heading) return false;
      const active = document.activeElement;
      const actedOnPage = active !== null && active !== main && main.contains(active);
      if (!actedOnPage) heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [page]);
}
