import { useEffect } from 'react';

/** Names the browser tab after the page while it is shown, and gives the old name back after. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Campus Market`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
