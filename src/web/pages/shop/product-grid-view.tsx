import { Box, Group, rem, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProductPage } from '../../../domain/product';
import { deferredPart } from '../../components/deferred-part';
import { PageTitle } from '../../components/page-title';
import { ProductCard } from '../../components/product-grid/product-card';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { ProductGridSkeleton } from '../../components/product-grid/product-grid-skeleton';
import { EmptyState, QueryState } from '../../components/query-state';

// The pages are links, which work before their code arrives: Mantine's pagination comes with that code, not with the
// shop's first load. Its row of 32 px controls holds its place meanwhile.
const PageLinks = deferredPart(
  async () => (await import('../../components/product-grid/page-links')).PageLinks,
  <Box h={rem(32)} />,
);

/** The first row's pictures (the largest paint) come first; the rest load lazily as they scroll into view. */
const PRIORITY_CARDS = 5;

type Props = {
  title: ReactNode;
  eyebrow?: ReactNode;
  controls?: ReactNode;
  /** Below the title, above the grid. */
  filters?: ReactNode;
  products: UseQueryResult<ProductPage>;
  page: number;
  /** Shown under 'No Items Found' when the list is empty. */
  whenEmpty?: ReactNode;
};

/** The shop's frame: a title, its controls, the grid of cards (or 'No Items Found') and pages. */
export function ProductGridView({ title, eyebrow, controls, filters, products, page, whenEmpty }: Props) {
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          {eyebrow && (
            <Text size="sm" c="gray.7" fw={600}>
              {eyebrow}
            </Text>
          )}
          <PageTitle size="h1" fz={{ base: 24, sm: 30 }}>
            {title}
          </PageTitle>
          {products.data && (
            <Text c="gray.7" size="sm">
              {products.data.total} {products.data.total === 1 ? 'item' : 'items'}
            </Text>
          )}
        </Stack>
        {controls}
      </Group>
      {filters}
      <Results products={products} whenEmpty={whenEmpty} />
      {products.data && products.data.total > products.data.pageSize && (
        <PageLinks page={page} pages={Math.ceil(products.data.total / products.data.pageSize)} />
      )}
    </Stack>
  );
}

function Results({ products, whenEmpty }: { products: UseQueryResult<ProductPage>; whenEmpty: ReactNode }) {
  return (
    <QueryState
      query={products}
      loadingLabel="Loading products"
      skeleton={<ProductGridSkeleton />}
      // SPEC section 8: list failures are logged and the empty list is shown.
      failed={(error) => {
        console.warn('Could not load products', error);
        return <EmptyState>No Items Found</EmptyState>;
      }}
    >
      {({ items }) =>
        items.length === 0 ? (
          <>
            <EmptyState>No Items Found</EmptyState>
            {whenEmpty}
          </>
        ) : (
          <ProductGrid>
            {items.map((product, index) => (
              <ProductCard key={product.id} product={product} priority={index < PRIORITY_CARDS} />
            ))}
          </ProductGrid>
        )
      }
    </QueryState>
  );
}
