import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { Link } from 'react-router';

export function PaymentExpiredView({ message }: { message: string }) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" role="alert">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconClockX size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Payment expired</Title>
        <Text>{message}</Text>
        <Group justify="center">
          <Button component={Link} to="/shop">
            Back to shop
          </Button>
          <Button component={Link} to="/showOrder" variant="default">
            My Orders
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
