import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type OtherPageModule, type PageModule, pageKeys, pages } from '../domain/pages';

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

/**
 * The code of each page, by the name the table of pages gives it (domain/pages.ts), loaded on demand so that the
 * landing page ships only what it shows. Each module is one component for all the pages it draws, so that moving
 * between them (/shop to /shop/3) keeps the page. Vite splits code only at a literal import(), so the imports are
 * written here for the landing pages, and in other-page-loaders.ts for the others: the type checker holds both to
 * the table's list of modules, and the server refuses a build whose landing pages' modules are not loaded on
 * demand (server/web/page-code.ts).
 */
const landingPages = {
  'pages/landing/landing-page.tsx': page(() => import('./pages/landing/landing-page'), 'LandingPage'),
  // Written out: through `page` the shop's own chunk came out larger, by more than the entry saves.
  'pages/shop/shop-page.tsx': lazy(async () => ({
    default: (await import('./pages/shop/shop-page')).ShopPage,
  })),
  'pages/shop/shop-categories-page.tsx': page(
    () => import('./pages/shop/shop-categories-page'),
    'ShopCategoriesPage',
  ),
  'pages/item/item-page.tsx': page(() => import('./pages/item/item-page'), 'ItemPage'),
  'pages/seller-profile/seller-profile-page.tsx': page(
    () => import('./pages/seller-profile/seller-profile-page'),
    'SellerProfilePage',
  ),
};

export const loadOtherPages = () => import('./other-page-loaders');

const otherPage = (module: OtherPageModule): PageComponent =>
  lazy(async () => ({ default: await (await loadOtherPages()).otherPageLoaders[module]() }));

const otherPageModules = new Set(
  pageKeys.flatMap((key) => {
    const page = pages[key];
    return 'landing' in page ? [] : [page.module];
  }),
);

export const pageComponents = {
  ...landingPages,
  ...(Object.fromEntries([...otherPageModules].map((module) => [module, otherPage(module)])) as Record<
    OtherPageModule,
    PageComponent
  >),
} satisfies Record<PageModule, PageComponent>;
