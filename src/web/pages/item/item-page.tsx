import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { canBeBought } from '../../../domain/for-sale';
import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import type { ProductDetail } from '../../../domain/product-detail';
import { errorCode, errorMessage } from '../../api/error-message';
import { useProduct } from '../../api/product';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { ConditionBadges } from '../../components/condition-badges';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { Loading, QueryState } from '../../components/query-state';
import { SaveHeart } from '../../components/save-heart';
import { ProductStatusBadge } from '../../components/status-badge';
import { useHydrated } from '../../components/use-hydrated';
import { usePageTitle } from '../../components/use-page-title';
import classes from './item-page.module.css';
import { ItemPageSkeleton } from './item-page-skeleton';
import { MessageSellerButton } from './message-seller-button';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { RatingSummary } from './rating-summary';

// Below the product: the server draws it with the page; a page opened from the shop fetches its code (the tabs and
// the reviews) as it draws.
const ProductSections = lazy(async () => ({ default: (await import('./product-sections')).ProductSections }));
// Last on the page, and only once the browser has it: neither its code nor its read is part of the page's first
// load, and the server does not draw it.
const SimilarItems = lazy(async () => ({ default: (await import('./similar-items')).SimilarItems }));

export function ItemPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  usePageTitle(product.data?.name ?? null);

  return (
    <QueryState
      query={product}
      loadingLabel="Loading product"
      skeleton={<ItemPageSkeleton />}
      failed={(error) => <ProductFailed error={error} />}
    >
      {(data) => <ProductView product={data} />}
    </QueryState>
  );
}

function ProductFailed({ error }: { error: Error }) {
  const missing = errorCode(error) === 'not_found';
  return (
    <Stack align="center" py={64} gap="sm">
      <PageTitle size="h1" fz={24}>
        {missing ? 'Product not found' : 'Could not load this product'}
      </PageTitle>
      <Text c="gray.7">
        {missing ? 'It may have been removed or is not available yet.' : errorMessage(error)}
      </Text>
      <Button component={Link} to={pages.shop.path()} variant="light">
        Back to the shop
      </Button>
    </Stack>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const hydrated = useHydrated();
  return (
    <Stack gap="xl" maw={1120} mx="auto">
      {/* Plain CSS: Mantine's Grid would bring its responsive variables' code to the page's first load. */}
      <div className={classes.columns}>
        <ProductGallery name={product.name} images={product.images} />
        <Stack gap="sm">
          <ProductBreadcrumbs category={product.category} subcategory={product.subcategory} />
          <Group gap="sm" align="center">
            <PageTitle size="h1" fz={{ base: 24, sm: 30 }}>
              {product.name}
            </PageTitle>
            <ProductStatusBadge status={product.status} />
          </Group>
          <RatingSummary rating={product.rating} />
          <Text fz={28} fw={800} c="blue.8">
            {formatMoney(product.price)}
          </Text>
          <ConditionBadges condition={product.condition} priceNegotiable={product.priceNegotiable} />
          <Text c={product.stock > 0 ? undefined : 'var(--mantine-color-error)'} fw={500}>
            {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
          </Text>
          <Text c="gray.7" size="sm">
            Sold by <Link to={pages.sellerProfile.path(product.sellerId)}>{product.sellerName}</Link>
          </Text>
          {product.description && <Text>{product.description}</Text>}
          {/* SPEC section 2: offered only while active and in stock; its own seller sees it disabled. */}
          <Group gap="sm" mt="xs">
            {canBeBought(product) && <AddToCartButton product={product} size="md" />}
            <MessageSellerButton productId={product.id} sellerId={product.sellerId} />
            {/* A pending product, which only its seller and administrators see, cannot be saved yet. */}
            {product.status !== 'pending' && <SaveHeart productId={product.id} name={product.name} />}
          </Group>
        </Stack>
      </div>
      <Suspense fallback={<Loading label="Loading reviews" />}>
        <ProductSections product={product} />
      </Suspense>
      {hydrated && (
        <Suspense fallback={null}>
          <SimilarItems product={product} />
        </Suspense>
      )}
    </Stack>
  );
}
