import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { errorMessage } from '../api/error-message';

export function RouteError() {
  const error = useRouteError();
  const message = errorMessage(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/" reloadDocument>
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
