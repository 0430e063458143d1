import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { pages } from '../../../domain/pages';
import { useMe } from '../../api/session';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { EmailPreferencesSection } from './email-preferences-form';

/** Shown inside RequireSignedIn, so the viewer is signed in. */
export function ProfilePage() {
  const me = useMe();
  const user = me.data?.user;
  if (!user) return null;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto">
      <Stack>
        <PageTitle>Profile</PageTitle>
        <Stack gap={4}>
          <Text>
            <Text span fw={600}>
              Name:
            </Text>{' '}
            {user.name}
          </Text>
          <Text>
            <Text span fw={600}>
              Email:
            </Text>{' '}
            {user.email}
          </Text>
        </Stack>
        <Group>
          <Button
            component={Link}
            to={pages.forgotPassword.path()}
            state={{ email: user.email }}
            variant="default"
          >
            Change password
          </Button>
          <Button component={Link} to={pages.myOrders.path()}>
            My Orders
          </Button>
          <Button component={Link} to={pages.sellerDashboard.path()} variant="light">
            Seller dashboard
          </Button>
          {me.data?.isAdmin && (
            <Button component={Link} to={pages.adminDashboard.path()} variant="light" color="grape">
              Admin dashboard
            </Button>
          )}
        </Group>
        <EmailPreferencesSection />
      </Stack>
    </Paper>
  );
}
