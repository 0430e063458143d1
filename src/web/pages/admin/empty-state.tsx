import { Center, Text } from '@mantine/core';

/** The spec's empty-state texts ('No orders found', 'No sellers found.'). */
export function EmptyState({ children }: { children: string }) {
  return (
    <Center py="xl" px="md">
      <Text c="gray.7" size="lg" ta="center">
        {children}
      </Text>
    </Center>
  );
}
