import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'The page could not be shown.';
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
