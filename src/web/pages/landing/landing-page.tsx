import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';

export function LandingPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <Logo size={88} />
        <Title order={1} fz={{ base: 34, sm: 48 }}>
          Campus Market
        </Title>
        <Text size="xl" c="dimmed">
          Your Campus. Your Marketplace. Buy, Sell, Trade
        </Text>
        <Button component={Link} to="/shop" size="lg">
          Browse
        </Button>
      </Stack>
    </Container>
  );
}
