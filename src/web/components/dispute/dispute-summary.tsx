import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { disputeTexts } from '../../../domain/dispute-texts';
import type { PartDispute } from '../../../domain/disputes';
import { formatDateTime } from '../../../domain/format-date';
import { imageUrl } from '../../../domain/image-url';
import { formatMoney } from '../../../domain/money';

/** How a settled dispute ended, in a few words; undefined while it is open. */
export function settlementText({ outcome, refundAmount }: PartDispute): string | undefined {
  if (!outcome) return undefined;
  const back = refundAmount ? `: ${disputeTexts.moneyBack(formatMoney(refundAmount))}` : '';
  return `${disputeTexts.outcomes[outcome]}${back}`;
}

/**
 * A reported problem as each side reads it: what the buyer said and showed, the seller's offer, and how it was
 * settled. `children` are the actions of whoever reads it (accept, offer, decide).
 */
export function DisputeSummary({ dispute, children }: { dispute: PartDispute; children?: ReactNode }) {
  const { offer } = dispute;
  const settled = settlementText(dispute);
  return (
    <Stack
      gap={6}
      p="sm"
      bg="orange.0"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label={disputeTexts.report}
      role="group"
    >
      <Text size="sm" fw={600}>
        {disputeTexts.statuses[dispute.status]}: {disputeTexts.reasons[dispute.reason]}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {dispute.details}
      </Text>
      {dispute.photos.length > 0 && (
        <Group gap="xs">
          {dispute.photos.map((key, index) => (
            <Anchor key={key} href={imageUrl(key, 'full')} target="_blank" rel="noreferrer">
              <Image
                src={imageUrl(key, 'thumb')}
                alt={`Photo ${index + 1} of the problem`}
                w={64}
                h={64}
                radius="sm"
              />
            </Anchor>
          ))}
        </Group>
      )}
      <Text size="xs" c="gray.7">
        Reported {formatDateTime(dispute.createdAt)}
      </Text>
      {offer && (
        <Text size="sm">
          {disputeTexts.offered(formatMoney(offer.amount))}: “{offer.note}”
        </Text>
      )}
      {settled && (
        <Text size="sm" fw={600}>
          {settled}
          {dispute.decisionNote ? ` · “${dispute.decisionNote}”` : ''}
        </Text>
      )}
      {dispute.status === 'open' && !offer && (
        <Text size="xs" c="gray.7">
          {disputeTexts.waiting}
        </Text>
      )}
      {children}
    </Stack>
  );
}
