import { Box, rem, Stack, Text, Title } from '@mantine/core';
import type { ProductPage } from '../../../domain/product';
import { sellerProfileTexts } from '../../../domain/seller-profile-texts';
import { deferredPart } from '../../components/deferred-part';
import { ProductCard } from '../../components/product-grid/product-card';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { EmptyState } from '../../components/query-state';

// Links that work before their code arrives, as on the shop: Mantine's pagination comes with that code.
const PageLinks = deferredPart(
  async () => (await import('../../components/product-grid/page-links')).PageLinks,
  <Box h={rem(32)} />,
);

/** The first row's pictures come first; the rest load lazily as they scroll into view. */
const PRIORITY_CARDS = 5;

/** The seller's products for sale, newest first, as the shop's cards, a page at a time. */
export function SellerListings({ listings, page }: { listings: ProductPage; page: number }) {
  const pagesCount = Math.ceil(listings.total / listings.pageSize);
  return (
    <Stack component="section" aria-labelledby="seller-listings" gap="md">
      <div>
        <Title order={2} id="seller-listings" fz={22}>
          {sellerProfileTexts.listings}
        </Title>
        <Text c="gray.7" size="sm">
          {sellerProfileTexts.items(listings.total)}
        </Text>
      </div>
      {listings.items.length === 0 ? (
        <EmptyState>{sellerProfileTexts.noListings}</EmptyState>
      ) : (
        <ProductGrid>
          {listings.items.map((product, index) => (
            <ProductCard key={product.id} product={product} priority={index < PRIORITY_CARDS} />
          ))}
        </ProductGrid>
      )}
      {pagesCount > 1 && <PageLinks page={page} pages={pagesCount} />}
    </Stack>
  );
}
