import { Text } from '@mantine/core';
import type { DeliveryStatus } from '../../domain/delivery-steps';
import { formatDateTime } from '../../domain/format-date';
import { partLifeTexts } from '../../domain/part-life-texts';

/** What happens by itself to a part, and when, as `side` reads it; nothing when nothing is due. */
export function PartDeadline({
  side,
  status,
  dueAt,
}: {
  side: 'buyer' | 'seller';
  status: DeliveryStatus;
  dueAt: string | null;
}) {
  const text = partLifeTexts.deadline[side][status];
  return dueAt === null || !text ? null : (
    <Text size="xs" c="gray.7">
      {text(formatDateTime(dueAt))}
    </Text>
  );
}
