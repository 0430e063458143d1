import type { FastifyInstance } from 'fastify';
import { categoriesPath, productListPath, productPath } from '../../domain/api-paths';
import { idParamSchema, userIdSchema } from '../../domain/ids';
import { imageUrl } from '../../domain/image-url';
import { matchPage } from '../../domain/match-page';
import { productPageSchema } from '../../domain/product';
import { sellerListingPage, sellerProfilePath } from '../../domain/seller-profile-path';
import { shopListing } from '../../domain/shop-listing';
import type { PreloadedImage } from './page-head';

/**
 * The API reads a page's first drawing asks for (web/api/catalog.ts, web/api/product.ts), by the addresses the web
 * app asks them at. A search's results are left to the web app: they are not a page people share.
 */
export function pageReads(url: URL): string[] {
  const page = matchPage(url.pathname);
  if (page?.key === 'shop' && url.searchParams.get('q')?.trim()) return [];
  if (page?.key === 'shop' || page?.key === 'subcategory')
    return [categoriesPath, productListPath(shopListing(page.params.subcategoryId, url.searchParams))];
  if (page?.key === 'shopCategories') return [categoriesPath];
  if (page?.key === 'item') {
    const id = idParamSchema.safeParse(page.params.id);
    return id.success ? [productPath(id.data)] : [];
  }
  if (page?.key === 'sellerProfile') {
    const id = userIdSchema.safeParse(page.params.id);
    return id.success ? [sellerProfilePath(id.data, sellerListingPage(url.searchParams))] : [];
  }
  return [];
}

/**
 * The answers to a page's first reads, as a visitor gets them (no session is sent, so the page is the same for
 * everyone and the read cache keeps it), to be written into the page: the browser draws it without asking for
 * them again (web/api/page-data.ts). A read answered with anything but a 200 is left for the web app to ask.
 */
export async function pageData(app: FastifyInstance, paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map((path) => app.inject({ method: 'GET', url: path })));
  const data: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    const answer = answers[index];
    if (answer?.statusCode === 200) data[path] = answer.json();
  });
  return data;
}

/** The first card's picture of a listing among the answers: the shop's largest paint, worth asking for first. */
export function firstCardPicture(data: Record<string, unknown>): PreloadedImage | undefined {
  for (const answer of Object.values(data)) {
    const listing = productPageSchema.safeParse(answer);
    const image = listing.success ? listing.data.items.find((item) => item.image)?.image : undefined;
    if (image) return { href: imageUrl(image, 'card') };
  }
  return undefined;
}
