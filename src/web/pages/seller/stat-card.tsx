import { Paper, Text } from '@mantine/core';

/** One figure of the seller area, its label above it and, where it needs one, a line saying what it counts. */
export function StatCard({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {help && (
        <Text size="xs" c="gray.7">
          {help}
        </Text>
      )}
    </Paper>
  );
}
