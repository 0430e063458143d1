import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../domain/format-date';
import type { Review } from '../../../domain/review';

/** Newest first, as the server sends them. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0)
    return <Text c="gray.7">No reviews yet. Be the first to review this product.</Text>;
  return (
    <Stack component="ol" aria-label="Reviews" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <Paper component="li" key={review.id} withBorder p="md" radius="md">
          <Group justify="space-between" gap="xs" mb={6}>
            <Group gap="sm">
              <Text fw={600}>{review.reviewer.name}</Text>
              <Rating
                value={review.rating}
                readOnly
                size="xs"
                role="img"
                aria-label={`${review.rating} out of 5 stars`}
              />
            </Group>
            <Text size="sm" c="gray.7" component="time" dateTime={review.createdAt}>
              {formatDate(review.createdAt)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
