import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin bar along the top while a page's code or its first data is on the way, so a slow link never looks
 * frozen. Refetches of data already shown do not count: the page is not waiting for them.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  if (navigation.state === 'idle' && firstLoads === 0) return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />;
}
