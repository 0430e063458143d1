// Apart from api-paths.ts and shop-listing.ts, which the shop and the item page load first: only the profile needs these.

/** The API's address of a seller's profile with a page of their listings; the first page's has no query. */
export const sellerProfilePath = (sellerId: string, page = 1) =>
  `/api/sellers/${sellerId}${page > 1 ? `?page=${page}` : ''}`;

/** The page of listings a profile's address asks for, as both ends read it: a whole number from 1, else the first. */
export const sellerListingPage = (searchParams: URLSearchParams) =>
  Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
