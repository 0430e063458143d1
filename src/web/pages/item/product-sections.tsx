import { Divider } from '@mantine/core';
import type { ProductDetail } from '../../../domain/product-detail';
import { ProductTabs } from './product-tabs';
import { ReviewsSection } from './reviews-section';

/** What a product page shows below the product: its details and specifications, then its reviews. */
export function ProductSections({ product }: { product: ProductDetail }) {
  return (
    <>
      <ProductTabs detailHtml={product.detailHtml} specsHtml={product.specsHtml} />
      <Divider />
      <ReviewsSection productId={product.id} />
    </>
  );
}
