import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useLatestLocationKey, useLatestPathname } from '../app-history';
import classes from './navigation-progress.module.css';

/** Whether a navigation is under way: the browser is at an address whose page is not shown yet. */
export function useNavigating(): boolean {
  return useLatestLocationKey() !== useLocation().key;
}

/**
 * Whether the shown page is being left for another (another path) whose code is on its way. It stays on screen
 * meanwhile, but what it takes now is lost when the next page replaces it: text typed into its fields above all.
 * A new sort, results page or search on the same page is not leaving it.
 */
export function useLeavingPage(): boolean {
  return useLatestPathname() !== useLocation().pathname;
}

/**
 * Whether the page is waiting: for its code on a navigation, or for its first data. Refetches of data already
 * shown do not count, the page is not waiting for them.
 */
export function usePageLoading(): boolean {
  const navigating = useNavigating();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  return navigating || firstLoads > 0;
}

/** A thin bar along the top of the window, so that a slow link never looks frozen. */
export function ProgressBar() {
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />;
}
