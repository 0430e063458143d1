import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { createReviewSchema, REVIEW_DEFAULT_RATING, REVIEW_MESSAGES } from '../../../domain/review';
import { ApiRequestError } from '../../api/client';
import { usePostReview } from '../../api/product';
import { useMe } from '../../api/session';
import { StarRatingInput } from './star-rating-input';

export function ReviewForm({ productId }: { productId: number }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return null;
  if (!me.data?.user) {
    return (
      <Alert color="blue" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{REVIEW_MESSAGES.loginRequired}</Text>
          <Button
            component={Link}
            to="/login"
            state={{ from: location.pathname }}
            size="xs"
            variant="white"
            c="blue.9"
          >
            Login
          </Button>
        </Group>
      </Alert>
    );
  }
  return <SignedInReviewForm productId={productId} />;
}

type FieldErrors = { comment?: string; rating?: string };

function SignedInReviewForm({ productId }: { productId: number }) {
  const post = usePostReview(productId);
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(REVIEW_DEFAULT_RATING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ratingLabel = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReviewSchema.safeParse({ comment, rating });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'rating' ? 'rating' : 'comment';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    post.mutate(parsed.data, {
      onSuccess: () => {
        setComment('');
        setRating(REVIEW_DEFAULT_RATING);
        notifications.show({ color: 'green', message: 'Thank you! Your review is posted.' });
      },
    });
  };

  const serverError =
    post.error instanceof ApiRequestError && post.error.status === 401
      ? REVIEW_MESSAGES.loginRequired
      : post.error?.message;

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text component="span" id={ratingLabel} size="sm" fw={500}>
            Your rating
          </Text>
          <StarRatingInput value={rating} onChange={setRating} labelledBy={ratingLabel} />
          {errors.rating && (
            <Text c="red.7" size="xs">
              {errors.rating}
            </Text>
          )}
        </Stack>
        <Textarea
          label="Your review"
          placeholder="What did you like or dislike?"
          autosize
          minRows={3}
          maxRows={8}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setErrors(({ comment: _, ...rest }) => rest);
          }}
          error={errors.comment}
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={post.isPending}>
            Submit Review
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
