import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatMonth } from '../../../domain/format-date';
import { answerTimeText } from '../../../domain/seller-answer-time';
import type { AvailableSeller } from '../../../domain/seller-profile';
import { sellerProfileTexts } from '../../../domain/seller-profile-texts';
import { PageTitle } from '../../components/page-title';
import { useHydrated } from '../../components/use-hydrated';
import { MessageSellerButton } from './message-seller-button';

// For people signed in, once the browser has the page: no part of the landing page's first load.
const ReportButton = lazy(async () => ({
  default: (await import('../../components/report-button')).ReportButton,
}));

/** The seller's name, since when they are a member, their figures, Message, and Report. */
export function SellerSummary({ seller }: { seller: AvailableSeller }) {
  const hydrated = useHydrated();
  return (
    <Stack gap="xs" component="section" aria-labelledby="seller-name">
      <PageTitle id="seller-name" size="h1" fz={{ base: 24, sm: 30 }}>
        {seller.name}
      </PageTitle>
      <Text c="gray.7" size="sm">
        {sellerProfileTexts.memberSince(formatMonth(seller.memberSince))}
      </Text>
      <Stack
        gap={4}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="How this seller does"
      >
        <Text component="li" fw={500}>
          {seller.rating === null
            ? sellerProfileTexts.noRatings
            : sellerProfileTexts.rating(seller.rating, seller.reviewCount)}
        </Text>
        <Text component="li" fw={500}>
          {sellerProfileTexts.completedSales(seller.completedSales)}
        </Text>
        {seller.answerSeconds !== null && (
          <Text component="li" fw={500}>
            {answerTimeText(seller.answerSeconds)}
          </Text>
        )}
      </Stack>
      <Group mt="xs">
        <MessageSellerButton sellerId={seller.id} />
        {hydrated && (
          <Suspense fallback={null}>
            <ReportButton kind="seller" targetId={seller.id} againstId={seller.id} name={seller.name} />
          </Suspense>
        )}
      </Group>
    </Stack>
  );
}
