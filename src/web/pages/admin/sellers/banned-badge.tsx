import { Badge } from '@mantine/core';

export function BannedBadge() {
  return (
    <Badge color="red" variant="light" c="red.9">
      BANNED
    </Badge>
  );
}
