import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type LandingPageKey, type OtherPageKey, type PageKey, pageKeys } from '../domain/pages';

type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * A page's component, named in its module, loaded when first drawn. One function for every landing page: written out
 * for each, the loader and its preload wrapper were bytes of every landing page's first load.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): PageComponent {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Written out: through `page` the shop's own chunk came out larger, by more than the entry saves. One component for
// the shop and a subcategory's shop, so that moving between them (/shop to /shop/3) keeps the page.
const shopPage = lazy(async () => ({ default: (await import('./pages/shop/shop-page')).ShopPage }));

/**
 * The code of each page, by its key in the table of pages (domain/pages.ts), loaded on demand so that the landing
 * page ships only what it shows. Vite splits code only at a literal import(), so the imports are written here for
 * the landing pages, each the module domain/page-modules.ts names for it, and in other-page-loaders.ts for the
 * others, which the type checker holds to that table; the server refuses a build whose landing pages' modules are
 * not loaded on demand (server/web/page-code.ts).
 */
const landingPages = {
  home: page(() => import('./pages/landing/landing-page'), 'LandingPage'),
  shop: shopPage,
  subcategory: shopPage,
  shopCategories: page(() => import('./pages/shop/shop-categories-page'), 'ShopCategoriesPage'),
  item: page(() => import('./pages/item/item-page'), 'ItemPage'),
  sellerProfile: page(() => import('./pages/seller-profile/seller-profile-page'), 'SellerProfilePage'),
} satisfies Record<LandingPageKey, PageComponent>;

export const loadOtherPages = () => import('./other-page-loaders');

const otherPage = (key: OtherPageKey): PageComponent =>
  lazy(async () => ({ default: await (await loadOtherPages()).loadOtherPage(key) }));

export const pageComponents = Object.fromEntries(
  pageKeys.map((key) => [
    key,
    key in landingPages ? landingPages[key as LandingPageKey] : otherPage(key as OtherPageKey),
  ]),
) as Record<PageKey, PageComponent>;
