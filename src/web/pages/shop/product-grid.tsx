import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Two cards a row on a phone up to five on a wide screen; the skeleton uses the same grid, so nothing jumps. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      {children}
    </SimpleGrid>
  );
}
