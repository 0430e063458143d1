import { Button, Container, Stack, Text } from '@mantine/core';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { Logo } from '../../components/logo';
import { PageTitle } from '../../components/page-title';

export function LandingPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <Logo size={88} />
        <PageTitle size="h1" fz={{ base: 34, sm: 48 }}>
          Campus Market
        </PageTitle>
        <Text size="xl" c="gray.7">
          Your Campus. Your Marketplace. Buy, Sell, Trade
        </Text>
        <Button component={Link} to={pages.shop.path()} size="lg">
          Browse
        </Button>
      </Stack>
    </Container>
  );
}
