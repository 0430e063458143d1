import { Stack, Title } from '@mantine/core';
import { useReviews } from '../../api/reviews';
import { QueryState } from '../../components/query-state';
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
      <QueryState query={reviews} loadingLabel="Loading reviews" errorTitle="Could not load the reviews">
        {(data) => <ReviewList reviews={data} />}
      </QueryState>
    </Stack>
  );
}
