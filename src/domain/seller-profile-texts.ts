import { formatRating } from './rating';

/** What a seller's public profile (/seller/:id) says. */
export const sellerProfileTexts = {
  /** All a banned seller's profile says. */
  unavailable: 'This account is unavailable.',
  notFound: 'Seller not found',
  notFoundHint: 'There is no seller at this address.',
  couldNotLoad: 'Could not load this seller',
  message: 'Message',
  listings: 'Listings',
  /** The shop grid's own words for a list with nothing in it (SPEC section 8). */
  noListings: 'No Items Found',
  memberSince: (month: string) => `Member since ${month}`,
  noRatings: 'No ratings yet',
  rating: (rating: number, reviews: number) =>
    `Rated ${formatRating(rating)} out of 5 from ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`,
  completedSales: (count: number) => `${count} completed ${count === 1 ? 'sale' : 'sales'}`,
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
};
