import { Button, Center, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { pages } from '../../domain/pages';
import { useMe } from '../api/session';
import { Link } from './link';
import { PageTitle } from './page-title';

/** Administrator pages; sits inside RequireSignedIn, so the viewer is known and signed in. */
export function RequireAdmin() {
  const me = useMe();
  if (me.data?.isAdmin) return <Outlet />;
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" ta="center">
        <PageTitle>Administrators only</PageTitle>
        <Text c="dimmed">
          This page is for the administrators of Campus Market. Your account cannot open it.
        </Text>
        <Button component={Link} to={pages.profile.path()}>
          Back to your profile
        </Button>
      </Stack>
    </Center>
  );
}
