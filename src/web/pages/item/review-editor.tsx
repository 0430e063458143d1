import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { createReviewSchema, REVIEW_DEFAULT_RATING, type Review } from '../../../domain/review';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSaveReview } from '../../api/reviews';
import { ErrorAlert } from '../../components/error-alert';
import { toastSuccess } from '../../components/toast';
import { useSchemaForm } from '../../forms/use-schema-form';
import { StarRatingInput } from './star-rating-input';

/** The review form of a buyer who may review: empty for a first review, their own review to edit after. */
export function ReviewEditor({ productId, existing }: { productId: number; existing: Review | null }) {
  const save = useSaveReview(productId, existing !== null);
  const form = useSchemaForm(createReviewSchema, {
    initialValues: { comment: existing?.comment ?? '', rating: existing?.rating ?? REVIEW_DEFAULT_RATING },
  });
  const ratingLabel = useId();

  // A new attempt clears the server's answer to the last one, valid or not.
  const submit = form.onSubmit(
    (review) =>
      save.mutate(review, {
        onSuccess: (saved) => {
          // The form shows the review as stored (trimmed), ready to edit again.
          form.setValues({ comment: saved.comment, rating: saved.rating });
          toastSuccess(existing ? 'Your review is updated.' : 'Thank you! Your review is posted.', {
            subject: `review-${productId}`,
          });
        },
      }),
    save.reset,
  );

  const serverError = save.error && errorMessage(save.error, errorContexts.review);

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        {existing && (
          <Text size="sm" c="gray.7">
            You reviewed this product. You can change your review here.
          </Text>
        )}
        <Stack gap={4}>
          <Text component="span" id={ratingLabel} size="sm" fw={500}>
            Your rating
          </Text>
          <StarRatingInput
            value={form.values.rating}
            onChange={(stars) => form.setFieldValue('rating', stars)}
            labelledBy={ratingLabel}
          />
          {form.errors.rating && (
            <Text c="red" size="xs">
              {form.errors.rating}
            </Text>
          )}
        </Stack>
        <Textarea
          label="Your review"
          placeholder="What did you like or dislike?"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('comment')}
        />
        <ErrorAlert>{serverError}</ErrorAlert>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {existing ? 'Update Review' : 'Submit Review'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
