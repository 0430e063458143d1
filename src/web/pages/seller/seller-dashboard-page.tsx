import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useMe } from '../../api/session';

/** The seller dashboard's frame: who may sell is decided by the server and reported by /api/me. */
export function SellerDashboardPage() {
  const me = useMe();
  const seller = me.data?.seller ?? 'none';
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack gap="sm">
        <Title order={2}>Seller dashboard</Title>
        {seller === 'none' && <Text>You are not a seller</Text>}
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
