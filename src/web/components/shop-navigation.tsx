import { CategoryDrawer } from './category-drawer';
import { HeaderSearch } from './header-search';

/** The header's way into the catalog: the category sidebar and the search box (loaded on demand: app-header.tsx). */
export function ShopNavigation() {
  return (
    <>
      <CategoryDrawer />
      <HeaderSearch />
    </>
  );
}
