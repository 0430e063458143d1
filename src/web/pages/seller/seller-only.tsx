import { type AlertProps, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { pages } from '../../../domain/pages';
import { useMe } from '../../api/session';
import { ErrorAlert } from '../../components/error-alert';
import { Link } from '../../components/link';
import { Loading } from '../../components/query-state';

/** SPEC's 'Account Banned' message, with the text of the page a banned seller opened. */
export function BannedSellerAlert({
  children,
  ...props
}: { children: string } & Omit<AlertProps, 'children'>) {
  return (
    <ErrorAlert title="Account Banned" {...props}>
      {children}
    </ErrorAlert>
  );
}

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
      <BannedSellerAlert maw={720} mx="auto">
        {bannedText}
      </BannedSellerAlert>
    );
  }
  if (seller === 'none') {
    return (
      <Stack align="center" py="xl">
        <Text>You are not a seller</Text>
        <Button component={Link} to={pages.sellerDashboard.path()}>
          Apply as Seller
        </Button>
      </Stack>
    );
  }
  return children;
}
