import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type OtherPageModule, type PageModule, pageKeys, pages } from '../domain/pages';

type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * The code of each page, by the name the table of pages gives it (domain/pages.ts), loaded on demand so that the
 * landing page ships only what it shows. Each module is one component for all the pages it draws, so that moving
 * between them (/shop to /shop/3) keeps the page. Vite splits code only at a literal import(), so the imports are
 * written here for the landing pages, and in other-page-loaders.ts for the others: the type checker holds both to
 * the table's list of modules, and the server refuses a build whose landing pages' modules are not loaded on
 * demand (server/web/page-code.ts).
 */
const landingPages = {
  'pages/landing/landing-page.tsx': lazy(async () => ({
    default: (await import('./pages/landing/landing-page')).LandingPage,
  })),
  'pages/shop/shop-page.tsx': lazy(async () => ({
    default: (await import('./pages/shop/shop-page')).ShopPage,
  })),
  'pages/shop/shop-categories-page.tsx': lazy(async () => ({
    default: (await import('./pages/shop/shop-categories-page')).ShopCategoriesPage,
  })),
  'pages/item/item-page.tsx': lazy(async () => ({
    default: (await import('./pages/item/item-page')).ItemPage,
  })),
  'pages/seller-profile/seller-profile-page.tsx': lazy(async () => ({
    default: (await import('./pages/seller-profile/seller-profile-page')).SellerProfilePage,
  })),
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
