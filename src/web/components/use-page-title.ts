import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { matchPage } from '../../domain/match-page';
import { documentTitle, NOT_FOUND_TITLE } from '../../domain/page-heads';
import { pages } from '../../domain/pages';

/** The title the page on screen gave itself from its data; null while it has none. */
let ownTitle: string | null = null;
const listeners = new Set<() => void>();

function setOwnTitle(title: string | null) {
  ownTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Names the browser tab after what the page shows (a product, a subcategory, a search) while it is shown. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    setOwnTitle(title);
    return () => setOwnTitle(null);
  }, [title]);
}

/**
 * Keeps the browser tab named after the page on screen: the name it gave itself, else its route's title from
 * the table of pages the server writes into the first HTML too (domain/pages.ts). It lives in the layout, which
 * every page shares, so the tab never keeps the name of the page before.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const named = useSyncExternalStore(
    subscribe,
    () => ownTitle,
    () => null,
  );
  const page = matchPage(pathname);
  const title = named ?? (page ? pages[page.key].title : NOT_FOUND_TITLE);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
