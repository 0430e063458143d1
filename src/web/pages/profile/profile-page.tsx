import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../api/session';

export function ProfilePage() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  if (!me.data?.user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto">
      <Stack gap="xs">
        <Title order={2}>Profile</Title>
        <Text>
          <Text span fw={600}>
            Name:
          </Text>{' '}
          {me.data.user.name}
        </Text>
        <Text>
          <Text span fw={600}>
            Email:
          </Text>{' '}
          {me.data.user.email}
        </Text>
      </Stack>
    </Paper>
  );
}
