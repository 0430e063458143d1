import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/session';
import { Loading } from '../../components/query-state';

/**
 * A seller page's content for active sellers; a banned seller reads the spec's refusal for this page
 * and anyone else is pointed to the dashboard, where they can apply. The server refuses both anyway.
 */
export function SellerOnly({ bannedText, children }: { bannedText: string; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return <Loading label="Loading" />;
  }
  const seller = me.data?.seller ?? 'none';
  if (seller === 'banned') {
    return (
      <Alert color="red" title="Account Banned" role="alert" maw={720} mx="auto">
        {bannedText}
      </Alert>
    );
  }
  if (seller === 'none') {
    return (
      <Stack align="center" py="xl">
        <Text>You are not a seller</Text>
        <Button component={Link} to="/seller">
          Apply as Seller
        </Button>
      </Stack>
    );
  }
  return children;
}
