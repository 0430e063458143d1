import { Box, Group, Text } from '@mantine/core';
import { formatRating } from '../../../domain/rating';
import type { RatingSummary as RatingData } from '../../../domain/review';
import { deferredPart } from '../../components/deferred-part';

/** The place of Mantine's five small stars (1.125 rem each) while their code arrives on a page the browser draws. */
const starsPlaceholder = (
  <Box w="calc(5 * 1.125rem * var(--mantine-scale))" h="calc(1.125rem * var(--mantine-scale))" />
);

// The stars are a picture that needs no script: the server draws them, and Mantine's Rating, which takes them over,
// comes after the page rather than with it.
const RatingStars = deferredPart(async () => (await import('./rating-stars')).RatingStars, starsPlaceholder);

export function RatingSummary({ rating }: { rating: RatingData }) {
  if (rating.average === null || rating.count === 0) {
    return (
      <Text c="gray.7" size="sm">
        No ratings yet
      </Text>
    );
  }
  const average = formatRating(rating.average);
  return (
    <Group gap="xs" aria-label={`Rated ${average} out of 5 from ${rating.count} reviews`} role="group">
      <RatingStars average={rating.average} />
      <Text fw={700} size="sm">
        {average}
      </Text>
      <Text c="gray.7" size="sm">
        ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}
