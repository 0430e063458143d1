import { formatMonth } from '../../domain/format-date';
import { idParamSchema, userIdSchema } from '../../domain/ids';
import { ITEM_PICTURE_SIZES, imageSrcSet, imageUrl } from '../../domain/image-url';
import { matchPage, type PageMatch } from '../../domain/match-page';
import { CURRENCY_CODE, formatMoney } from '../../domain/money';
import { isPublicPage, publicPageDescriptions } from '../../domain/page-descriptions';
import { documentTitle, NOT_FOUND_TITLE, SITE_DESCRIPTION, SITE_NAME } from '../../domain/page-heads';
import { pageModules } from '../../domain/page-modules';
import { type PageKey, pages } from '../../domain/pages';
import { excerpt } from '../../domain/text';
import type { DbOrTx } from '../db/client';
import {
  findProductPreview,
  findSubcategoryName,
  type ProductPreview,
} from '../features/catalog/page-previews';
import { findSellerAccount } from '../features/seller-profile/seller-profile';
import type { HeadTags, PreloadedImage } from './page-head';

/** The page's status and head, and which of the web router's pages shows it (null: its not-found page). */
export type PageAnswer = { status: 200 | 404; tags: HeadTags; page: PageKey | null };

/** About what a search result or a chat preview shows before it cuts a text. */
const DESCRIPTION_MAX = 160;

/**
 * The head of the page a path shows, computed as for a visitor: no session is read, so a crawler and a person
 * get the same answer, and a product a visitor may not see (pending, banned seller) is a 404 like a missing
 * one. Its own seller still gets the web app from that 404 page and sees the product there. The shop's pages have
 * the shell draw their grey frame while their stylesheets come.
 */
export async function pageAnswerFor(db: DbOrTx, publicUrl: string, url: string): Promise<PageAnswer> {
  const { pathname, searchParams } = new URL(url, publicUrl);
  const page = matchPage(pathname);
  const { status, tags } = await pageHead(db, publicUrl, page, searchParams);
  const bootFrame = page && pageModules[page.key] === pageModules.shop ? ('shop' as const) : undefined;
  return { status, tags: { ...tags, bootFrame }, page: page?.key ?? null };
}

async function pageHead(
  db: DbOrTx,
  publicUrl: string,
  page: PageMatch | null,
  searchParams: URLSearchParams,
): Promise<Omit<PageAnswer, 'page'>> {
  if (!page) return { status: 404, tags: plainTags(NOT_FOUND_TITLE, SITE_DESCRIPTION) };

  if (page.key === 'item') {
    const id = idParamSchema.safeParse(page.params.id);
    const preview = id.success ? await findProductPreview(db, id.data) : undefined;
    return preview ? { status: 200, tags: productTags(preview, publicUrl) } : plainShell();
  }
  if (page.key === 'sellerProfile') {
    const id = userIdSchema.safeParse(page.params.id);
    const account = id.success ? await findSellerAccount(db, id.data) : undefined;
    if (!account) return plainShell();
    // A banned seller's page says only that the account is unavailable, to people and crawlers alike.
    if (account.banned)
      return { status: 200, tags: { ...plainTags('Account unavailable', SITE_DESCRIPTION), noindex: true } };
    const description = `${account.name} sells on ${SITE_NAME}, a member since ${formatMonth(account.createdAt.toISOString())}: their listings, rating and completed sales.`;
    return {
      status: 200,
      tags: {
        ...plainTags(account.name, description),
        canonicalUrl: `${publicUrl}${pages.sellerProfile.path(account.id)}`,
      },
    };
  }
  if (page.key === 'subcategory') {
    const id = idParamSchema.safeParse(page.params.subcategoryId);
    const found = id.success ? await findSubcategoryName(db, id.data) : undefined;
    if (!found || !id.success) return plainShell();
    const description = `${found.name} in ${found.categoryName}. ${publicPageDescriptions.subcategory}`;
    return {
      status: 200,
      tags: {
        ...plainTags(found.name, description),
        canonicalUrl: `${publicUrl}${pages.subcategory.path(id.data)}`,
      },
    };
  }

  // The pages left have no parameters, so their pattern is their one address, whatever case or slash came in.
  const { title, pattern } = pages[page.key];
  if (!isPublicPage(page.key))
    return { status: 200, tags: { ...plainTags(title, SITE_DESCRIPTION), noindex: true } };
  const description = publicPageDescriptions[page.key];
  // The shop's search results are titled by what was searched, as the web app titles them.
  const query = page.key === 'shop' ? searchParams.get('q')?.trim() : undefined;
  if (query) return { status: 200, tags: { ...plainTags(query, description), noindex: true } };
  return {
    status: 200,
    tags: { ...plainTags(title, description), canonicalUrl: `${publicUrl}${pattern}` },
  };
}

function plainTags(title: string | null, description: string): HeadTags {
  return { title: documentTitle(title), description };
}

/** The page of a product that is missing or hidden: the web app says so itself. */
function plainShell(): Omit<PageAnswer, 'page'> {
  return { status: 404, tags: plainTags(null, publicPageDescriptions.home) };
}

/** The item's main picture as its gallery draws it: a phone preloads the variant it will show. */
function mainPicturePreload(image: string, href: string): PreloadedImage {
  return { href, srcSet: imageSrcSet(image, 'full'), sizes: ITEM_PICTURE_SIZES };
}

function productTags(product: ProductPreview, publicUrl: string): HeadTags {
  const price = formatMoney(product.price);
  const text = excerpt(product.description, DESCRIPTION_MAX - price.length - 3);
  const description = text ? `${price} · ${text}` : price;
  const url = `${publicUrl}${pages.item.path(product.id)}`;
  // The product page shows the first picture in its full variant first; a preview wants the largest one too.
  const picture = product.image ? imageUrl(product.image, 'full') : undefined;
  const image = picture ? `${publicUrl}${picture}` : undefined;
  return {
    title: documentTitle(product.name),
    description,
    canonicalUrl: url,
    openGraph: [
      ['og:type', 'product'],
      ['og:site_name', SITE_NAME],
      ['og:title', product.name],
      ['og:description', description],
      ['og:url', url],
      ...(image
        ? ([
            ['og:image', image],
            ['og:image:alt', product.name],
          ] as [string, string][])
        : []),
      ['product:price:amount', product.price.toFixed(2)],
      ['product:price:currency', CURRENCY_CODE],
    ],
    twitter: [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', product.name],
      ['twitter:description', description],
      ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
      ['twitter:label1', 'Price'],
      ['twitter:data1', price],
    ],
    preloadImage: picture && product.image ? mainPicturePreload(product.image, picture) : undefined,
  };
}
