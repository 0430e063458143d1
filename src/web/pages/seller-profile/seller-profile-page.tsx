import { Button, Stack, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { pages } from '../../../domain/pages';
import { sellerListingPage } from '../../../domain/seller-profile-path';
import { sellerProfileTexts } from '../../../domain/seller-profile-texts';
import { errorCode, errorMessage } from '../../api/error-message';
import { useSellerProfile } from '../../api/seller-profile';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { usePageTitle } from '../../components/use-page-title';
import { SellerListings } from './seller-listings';
import { SellerProfileSkeleton } from './seller-profile-skeleton';
import { SellerSummary } from './seller-summary';

/** /seller/{id}: who a seller is, how they do, and what they have for sale. */
export function SellerProfilePage() {
  const sellerId = useParams().id ?? '';
  const page = sellerListingPage(useSearchParams()[0]);
  const profile = useSellerProfile(sellerId, page);
  const data = profile.data;
  usePageTitle(data?.status === 'available' ? data.name : data ? 'Account unavailable' : null);

  return (
    <Stack gap="xl" maw={1280} mx="auto">
      <QueryState
        query={profile}
        loadingLabel="Loading seller"
        skeleton={<SellerProfileSkeleton />}
        failed={(error) => <SellerFailed error={error} />}
      >
        {(seller) =>
          seller.status === 'unavailable' ? (
            <PageTitle size="h1" fz={{ base: 22, sm: 26 }} ta="center" py={64}>
              {sellerProfileTexts.unavailable}
            </PageTitle>
          ) : (
            <>
              <SellerSummary seller={seller} />
              <SellerListings listings={seller.listings} page={page} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

function SellerFailed({ error }: { error: Error }) {
  const missing = errorCode(error) === 'not_found' || errorCode(error) === 'validation';
  return (
    <Stack align="center" py={64} gap="sm">
      <PageTitle size="h1" fz={24}>
        {missing ? sellerProfileTexts.notFound : sellerProfileTexts.couldNotLoad}
      </PageTitle>
      <Text c="gray.7">{missing ? sellerProfileTexts.notFoundHint : errorMessage(error)}</Text>
      <Button component={Link} to={pages.shop.path()} variant="light">
        Back to the shop
      </Button>
    </Stack>
  );
}
