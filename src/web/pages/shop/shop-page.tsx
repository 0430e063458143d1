import { useParams, useSearchParams } from 'react-router';
import type { ProductSort } from '../../../domain/product-sort';
import { readPage, shopListing } from '../../../domain/shop-listing';
import { useCategories, useProducts } from '../../api/catalog';
import { useSearchResults } from '../../api/search';
import { usePageTitle } from '../../components/use-page-title';
import { ProductGridView } from './product-grid-view';
import { SearchSuggestions } from './search-suggestions';
import { SortSelect } from './sort-select';

/** /shop, /shop/{subcategoryId} and /shop?q=… (the header search's results). */
export function ShopPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  return q ? <SearchResults q={q} page={readPage(searchParams)} /> : <CatalogListing />;
}

function SearchResults({ q, page }: { q: string; page: number }) {
  const results = useSearchResults({ q, page });
  usePageTitle(q);
  return (
    <ProductGridView
      eyebrow="Search results"
      title={`“${q}”`}
      products={results}
      page={page}
      // The results of this very search (not the previous one's, kept on screen while it loads) found nothing.
      whenEmpty={results.isPlaceholderData ? null : <SearchSuggestions q={q} />}
    />
  );
}

function CatalogListing() {
  const [searchParams, setSearchParams] = useSearchParams();
  const listing = shopListing(useParams().subcategoryId, searchParams);
  const { subcategoryId, sort, page } = listing;
  const products = useProducts(listing);
  const categories = useCategories();
  const category = categories.data?.find((c) => c.subcategories.some((s) => s.id === subcategoryId));
  const subcategory = category?.subcategories.find((s) => s.id === subcategoryId);
  const title = subcategoryId === undefined ? 'Shop' : (subcategory?.name ?? '');
  usePageTitle(title || null);

  const changeSort = (next: ProductSort) => {
    setSearchParams((params) => {
      params.set('sort', next);
      params.delete('page');
      return params;
    });
  };

  return (
    <ProductGridView
      eyebrow={category?.name}
      title={title}
      controls={<SortSelect value={sort} onChange={changeSort} />}
      products={products}
      page={page}
    />
  );
}
