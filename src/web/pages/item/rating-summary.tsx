import { Group, Rating, Text } from '@mantine/core';
import { formatRating } from '../../../domain/rating';
import type { RatingSummary as RatingData } from '../../../domain/review';

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
      <Rating value={rating.average} fractions={10} readOnly size="sm" aria-hidden />
      <Text fw={700} size="sm">
        {average}
      </Text>
      <Text c="gray.7" size="sm">
        ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}
