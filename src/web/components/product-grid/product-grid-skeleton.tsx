import { Stack } from '@mantine/core';
import { Skeleton } from '../skeleton';
import cardClasses from './product-card.module.css';
import { ProductGrid } from './product-grid';

/** Two rows of the widest grid: enough to fill a screen while the first page of products is on the way. */
const PLACEHOLDER_CARDS = 10;

/** Grey cards of the same size and frame as the product cards to come (product-card.tsx). */
export function ProductGridSkeleton() {
  return (
    <ProductGrid>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={`${cardClasses.card} ${cardClasses.placeholder}`} aria-hidden>
          <Skeleton h={180} radius={0} className={cardClasses.picture} />
          <Stack gap={8} mt="sm">
            <Skeleton h={16} w="85%" />
            <Skeleton h={16} w="45%" />
            <Skeleton h={30} mt={4} />
          </Stack>
        </div>
      ))}
    </ProductGrid>
  );
}
