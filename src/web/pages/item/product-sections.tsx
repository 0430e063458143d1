import { Divider, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProductDetail } from '../../../domain/product-detail';
import { useHydrated } from '../../components/use-hydrated';
import { ProductTabs } from './product-tabs';
import { ReviewsSection } from './reviews-section';

// Report is for people signed in, once the browser has the page. Asked for from here, not from the item page, so
// that not even the names of its code's files are part of the page's first load.
const ReportButton = lazy(async () => ({
  default: (await import('../../components/report-button')).ReportButton,
}));

/** What a product page shows below the product: its details and specifications, Report, then its reviews. */
export function ProductSections({ product }: { product: ProductDetail }) {
  const hydrated = useHydrated();
  return (
    <>
      <ProductTabs detailHtml={product.detailHtml} specsHtml={product.specsHtml} />
      {hydrated && (
        <Group justify="flex-end">
          <Suspense fallback={null}>
            <ReportButton
              kind="listing"
              targetId={product.id}
              againstId={product.sellerId}
              name={product.name}
            />
          </Suspense>
        </Group>
      )}
      <Divider />
      <ReviewsSection productId={product.id} />
    </>
  );
}
