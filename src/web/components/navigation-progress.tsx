import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * Whether the page is waiting: for its code on a navigation, or for its first data. Refetches of data already
 * shown do not count, the page is not waiting for them.
 */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  return navigation.state !== 'idle' || firstLoads > 0;
}

/** A thin bar along the top of the window, so that a slow link never looks frozen. */
export function ProgressBar() {
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />;
}
