/** A product's or a seller's rating, one decimal (SPEC section 9). */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** SPEC section 1: a missing rating displays as N/A. */
export function formatRating(rating: number | null): string {
  return rating === null ? 'N/A' : rating.toFixed(1);
}
