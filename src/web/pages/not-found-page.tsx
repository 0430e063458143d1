import { Button, Center, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pages } from '../../domain/pages';
import { PageTitle } from '../components/page-title';

export function NotFoundPage() {
  return (
    <Center mih="50vh">
      <Stack align="center">
        <PageTitle>Page not found</PageTitle>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Button component={Link} to={pages.shop.path()}>
          Browse the shop
        </Button>
      </Stack>
    </Center>
  );
}
