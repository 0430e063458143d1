import { Divider, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import type { ProductDetail } from '../../../domain/product-detail';
import { errorCode } from '../../api/error-message';
import { useSimilarProducts } from '../../api/similar-products';
// The shop's card and grid: a product is offered alike wherever it is offered.
import { ProductCard } from '../../components/product-grid/product-card';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { QueryState } from '../../components/query-state';
import { useNearScreen } from '../../components/use-near-screen';

/**
 * Other sellers' products like this one (its subcategory, or a name the search finds for its name), cheapest first,
 * last on its page. Only a product every visitor may see has any, so a pending one, which only its seller and
 * administrators see, shows none.
 */
export function SimilarItems({ product }: { product: ProductDetail }) {
  if (product.status === 'pending') return null;
  return <SimilarItemsSection productId={product.id} />;
}

function SimilarItemsSection({ productId }: { productId: number }) {
  const section = useRef<HTMLDivElement>(null);
  // Asked for as it nears the screen: most people who open a product never scroll this far.
  const similar = useSimilarProducts(productId, useNearScreen(section));
  // Hidden from visitors since the page was read (its seller banned, say): nothing like it to offer.
  if (similar.isError && errorCode(similar.error) === 'not_found') return null;
  return (
    <>
      <Divider />
      <Stack component="section" ref={section} aria-labelledby="similar-items-title" gap="md">
        <Title order={2} id="similar-items-title" fz={22}>
          Similar items
        </Title>
        <QueryState
          query={similar}
          loadingLabel="Loading similar items"
          errorTitle="Could not load similar items"
        >
          {({ items }) =>
            items.length === 0 ? (
              <Text c="gray.7">No similar items for sale right now.</Text>
            ) : (
              <ProductGrid>
                {items.map((item) => (
                  <ProductCard key={item.id} product={item} priority={false} />
                ))}
              </ProductGrid>
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}
