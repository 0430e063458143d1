import { Button, Center, Stack, Text } from '@mantine/core';
import { pages } from '../../domain/pages';
import { Link } from '../components/link';
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
