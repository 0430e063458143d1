import type { ReactNode } from 'react';
import classes from './product-grid.module.css';

/**
 * Two cards a row on a phone up to five on a wide screen; the skeleton uses the same grid, so nothing jumps. Plain
 * CSS: Mantine's SimpleGrid would bring its responsive variables' code to the shop's first load.
 */
export function ProductGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
