import { Card, Skeleton, Stack } from '@mantine/core';
import { ProductGrid } from './product-grid';

/** Two rows of the widest grid: enough to fill a screen while the first page of products is on the way. */
const PLACEHOLDER_CARDS = 10;

/** Grey cards of the same size as the product cards to come. */
export function ProductGridSkeleton() {
  return (
    <ProductGrid>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Card key={index} withBorder padding="sm" aria-hidden>
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap={8} mt="sm">
            <Skeleton h={16} w="85%" />
            <Skeleton h={16} w="45%" />
            <Skeleton h={30} mt={4} />
          </Stack>
        </Card>
      ))}
    </ProductGrid>
  );
}
