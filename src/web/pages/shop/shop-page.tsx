import { Box, Group, rem } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { hasShopFilters, readShopFilters, type ShopFilters } from '../../../domain/shop-filters';
import { readPage, shopListing } from '../../../domain/shop-listing';
import { useCategories, useProducts } from '../../api/catalog';
import { useSearchResults } from '../../api/search';
import { deferredPart } from '../../components/deferred-part';
import { usePageTitle } from '../../components/use-page-title';
import { FiltersFold } from './filters-fold';
import { ProductGridView } from './product-grid-view';

// The order works before its code arrives, as a form the server answers; an order chosen meanwhile is applied when
// it comes (sort-select.tsx). Mantine's select and input come with that code, not with the shop's first load.
const SortSelect = deferredPart(async () => (await import('./sort-select')).SortSelect, <SortPlaceholder />);
// The filters work the same way: a form the server answers until their code has come.
const FiltersForm = deferredPart(
  async () => (await import('./shop-filters-form')).ShopFiltersForm,
  <Box mih={rem(180)} />,
);

// Pressed by few, and only by a signed-in person: its code comes after the shop's first load.
const SaveSearchButton = deferredPart(async () => (await import('./save-search-button')).SaveSearchButton);

// Only a search that finds nothing shows them.
const SearchSuggestions = deferredPart(async () => (await import('./search-suggestions')).SearchSuggestions);

/** /shop, /shop/{subcategoryId} and /shop?q=… (the header search's results). */
export function ShopPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  return q ? (
    <SearchResults q={q} filters={readShopFilters(searchParams)} page={readPage(searchParams)} />
  ) : (
    <CatalogListing />
  );
}

function SearchResults({ q, filters, page }: { q: string; filters: ShopFilters; page: number }) {
  const results = useSearchResults({ q, filters, page });
  usePageTitle(q);
  return (
    <ProductGridView
      eyebrow="Search results"
      title={`“${q}”`}
      controls={<SaveSearchButton q={q} filters={filters} />}
      filters={<Filters filters={filters} />}
      products={results}
      page={page}
      // The results of this very search (not the previous one's, kept on screen while it loads) found nothing.
      whenEmpty={results.isPlaceholderData ? null : <SearchSuggestions q={q} />}
    />
  );
}

function CatalogListing() {
  const [searchParams] = useSearchParams();
  const listing = shopListing(useParams().subcategoryId, searchParams);
  const { subcategoryId, page } = listing;
  const filters = readShopFilters(searchParams);
  const products = useProducts(listing);
  const categories = useCategories();
  const category = categories.data?.find((c) => c.subcategories.some((s) => s.id === subcategoryId));
  const subcategory = category?.subcategories.find((s) => s.id === subcategoryId);
  const title = subcategoryId === undefined ? 'Shop' : (subcategory?.name ?? '');
  usePageTitle(title || null);

  return (
    <ProductGridView
      eyebrow={category?.name}
      title={title}
      controls={
        <Group gap="sm" align="flex-end">
          {subcategoryId !== undefined && (
            <SaveSearchButton subcategoryId={subcategoryId} filters={filters} />
          )}
          <SortSelect />
        </Group>
      }
      filters={<Filters filters={filters} />}
      products={products}
      page={page}
    />
  );
}

function Filters({ filters }: { filters: ShopFilters }) {
  return (
    <FiltersFold open={hasShopFilters(filters)}>
      <FiltersForm />
    </FiltersFold>
  );
}

/** The order's box while its code arrives on a page the browser draws: its label's line and its 36 px field. */
function SortPlaceholder() {
  return <Box w={200} h={`calc(var(--mantine-font-size-md) * var(--mantine-line-height) + ${rem(36)})`} />;
}
