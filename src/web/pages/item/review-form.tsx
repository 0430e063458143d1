import { Alert, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pages } from '../../../domain/pages';
import type { ReviewEligibility } from '../../../domain/review';
import { reviewTexts } from '../../../domain/review-texts';
import { errorMessage } from '../../api/error-message';
import { useMyReview } from '../../api/reviews';
import { useMe } from '../../api/session';
import { Link } from '../../components/link';
import { useHydrated } from '../../components/use-hydrated';

// Only a buyer who received the product gets the form (and the form library with it), after their eligibility
// is known: everyone else's product page loads without it.
const ReviewEditor = lazy(async () => ({ default: (await import('./review-editor')).ReviewEditor }));

const refusalText: Record<Exclude<ReviewEligibility, 'eligible'>, string> = {
  own_product: reviewTexts.ownProduct,
  not_buyer: reviewTexts.notBuyer,
  window_closed: reviewTexts.windowClosed,
};

/**
 * Who sees the review form: a buyer who received the product (their review to edit once written). Everyone
 * else is told why not; the server decides and enforces it.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const me = useMe();
  const location = useLocation();
  // The server drew the page with no session: so does the browser while it takes the page over, whenever the
  // session arrived (this part may be taken over after it did).
  const hydrated = useHydrated();
  const signedIn = Boolean(me.data?.user);
  const mine = useMyReview(productId, signedIn);
  if (!hydrated || me.isPending) return null;
  if (!signedIn) {
    return (
      <Alert color="blue" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{reviewTexts.loginRequired}</Text>
          <Button
            component={Link}
            to={pages.login.path()}
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
  if (mine.isPending) return null;
  if (mine.isError)
    return <Text c="red">Could not check whether you can review: {errorMessage(mine.error)}</Text>;
  const { eligibility, review } = mine.data;
  if (eligibility !== 'eligible') {
    return (
      <Alert color="gray" variant="light">
        <Text size="sm">{refusalText[eligibility]}</Text>
      </Alert>
    );
  }
  // A new key once the review exists, so the form starts again from what the server stored.
  return (
    <Suspense fallback={null}>
      <ReviewEditor key={review?.id ?? 'new'} productId={productId} existing={review} />
    </Suspense>
  );
}
