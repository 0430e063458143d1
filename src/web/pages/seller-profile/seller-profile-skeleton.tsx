import { Stack } from '@mantine/core';
import { Skeleton } from '../../components/skeleton';

/** The profile's shape while it loads: its name and figures, then the place of the grid of cards. */
export function SellerProfileSkeleton() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Skeleton h={36} w="40%" />
        <Skeleton h={16} w={160} />
        <Skeleton h={72} w={260} />
        <Skeleton h={42} w={130} />
      </Stack>
      <Skeleton h={320} />
    </Stack>
  );
}
