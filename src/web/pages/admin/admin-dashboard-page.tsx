import { Paper, Stack, Text, Title } from '@mantine/core';

export function AdminDashboardPage() {
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack gap="xs">
        <Title order={2}>Admin dashboard</Title>
        <Text c="dimmed">Manage products, sellers, categories and orders of Campus Market.</Text>
      </Stack>
    </Paper>
  );
}
