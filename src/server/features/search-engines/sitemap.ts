import { pages } from '../../../domain/pages';
import type { DbOrTx } from '../../db/client';
import {
  lastProductFile,
  listingSellerIds,
  productFileNumbers,
  productsOfFile,
  subcategoryIds,
} from './sitemap-entries';
import { productSitemapPath, SELLERS_SITEMAP_PATH, SHOP_SITEMAP_PATH } from './sitemap-paths';
import { sitemapIndex, urlSet } from './sitemap-xml';

export type SitemapDeps = {
  db: DbOrTx;
  /** PUBLIC_URL: every address a search engine is given is absolute. */
  publicUrl: string;
  /** At most 50,000 (the protocol's limit); fewer only to test the paging. */
  productsPerFile: number;
};

/** The index: the shop's file, the sellers' and each file of products that lists something. */
export async function sitemapIndexXml({ db, publicUrl, productsPerFile }: SitemapDeps): Promise<string> {
  const files = await productFileNumbers(db, productsPerFile);
  const paths = [SHOP_SITEMAP_PATH, SELLERS_SITEMAP_PATH, ...files.map(productSitemapPath)];
  return sitemapIndex(paths.map((path) => `${publicUrl}${path}`));
}

/** The home page, the shop, its categories and each subcategory's page. */
export async function shopSitemapXml({ db, publicUrl }: SitemapDeps): Promise<string> {
  const paths = [
    pages.home.path(),
    pages.shop.path(),
    pages.shopCategories.path(),
    ...(await subcategoryIds(db)).map((id) => pages.subcategory.path(id)),
  ];
  return urlSet(paths.map((path) => ({ loc: `${publicUrl}${path}` })));
}

/** The profile of every seller with something for sale (sitemap-entries.ts). */
export async function sellersSitemapXml({ db, publicUrl }: SitemapDeps): Promise<string> {
  const ids = await listingSellerIds(db);
  return urlSet(ids.map((id) => ({ loc: `${publicUrl}${pages.sellerProfile.path(id)}` })));
}

/**
 * File `file` of the products, each dated by its last change; undefined when there is no such file, or when it
 * lists nothing (none of its products is shown any more), as the index then does not name it.
 */
export async function productSitemapXml(
  { db, publicUrl, productsPerFile }: SitemapDeps,
  file: number,
): Promise<string | undefined> {
  if (file < 1 || file > lastProductFile(productsPerFile)) return undefined;
  const products = await productsOfFile(db, file, productsPerFile);
  if (products.length === 0) return undefined;
  return urlSet(
    products.map(({ id, updatedAt }) => ({ loc: `${publicUrl}${pages.item.path(id)}`, lastmod: updatedAt })),
  );
}
