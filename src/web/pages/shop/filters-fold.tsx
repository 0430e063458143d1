import type { ReactNode } from 'react';
import classes from './filters-fold.module.css';

/**
 * The shop's filters, folded under "Filters" until one is on, so that the first cards show at the top of a phone's
 * screen. The browser folds them (a details element), so opened before the script takes over, they stay open; and
 * the fold comes with the page, its look too, while the form inside may come later.
 */
export function FiltersFold({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <details className={classes.fold} open={open}>
      <summary className={classes.summary}>Filters</summary>
      {children}
    </details>
  );
}
