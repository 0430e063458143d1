import { Rating } from '@mantine/core';

/** The average as five stars filled to a tenth: a picture, which the summary beside it says in words. */
export function RatingStars({ average }: { average: number }) {
  return <Rating value={average} fractions={10} readOnly size="sm" aria-hidden />;
}
