import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api/error-message';
import { useReviews } from '../../api/product';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

export function ReviewsSection({ productId }: { productId: number }) {
  const reviews = useReviews(productId);
  return (
    <Stack component="section" aria-labelledby="reviews-title" gap="md">
      <Title order={2} id="reviews-title" fz={22}>
        Reviews
      </Title>
      <ReviewForm productId={productId} />
      {reviews.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading reviews" />
        </Center>
      ) : reviews.isError ? (
        <Text c="red.7">Could not load the reviews: {errorMessage(reviews.error)}</Text>
      ) : (
        <ReviewList reviews={reviews.data} />
      )}
    </Stack>
  );
}
