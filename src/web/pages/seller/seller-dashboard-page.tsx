import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { sellerApplicationPendingText, sellerApplicationSentText } from '../../../domain/seller-application';
import { useApplyAsSeller, useSellerApplication } from '../../api/seller-application';
import { useMe } from '../../api/session';

function NotASeller() {
  const application = useSellerApplication(true);
  const apply = useApplyAsSeller();
  if (application.data?.status === 'pending') {
    return (
      <Alert color="blue" role="status">
        {apply.isSuccess ? sellerApplicationSentText : sellerApplicationPendingText}
      </Alert>
    );
  }
  return (
    <Stack align="flex-start">
      <Text>You are not a seller</Text>
      {apply.isError && (
        <Alert color="red" role="alert">
          {apply.error.message}
        </Alert>
      )}
      <Button onClick={() => apply.mutate()} loading={apply.isPending} disabled={application.isPending}>
        Apply as Seller
      </Button>
    </Stack>
  );
}

/** The seller dashboard's frame: who may sell is decided by the server and reported by /api/me. */
export function SellerDashboardPage() {
  const me = useMe();
  const seller = me.data?.seller ?? 'none';
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack gap="sm">
        <Title order={2}>Seller dashboard</Title>
        {seller === 'none' && <NotASeller />}
        {seller === 'banned' && (
          <Alert color="red" title="Account Banned" role="alert">
            Your seller account has been banned. You cannot manage products or orders.
          </Alert>
        )}
        {seller === 'active' && <Text c="dimmed">Your products, orders and sales at a glance.</Text>}
      </Stack>
    </Paper>
  );
}
