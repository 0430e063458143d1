import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { BuyerHandOverCode } from '../../../domain/hand-over-code';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { useNewHandOverCode } from '../../api/meet-up';
import { toastError, toastSuccess } from '../../components/toast';

type Props = { deliveryId: number; sellerName: string; handOverCode: BuyerHandOverCode };

/**
 * The buyer's one-time code for a part awaiting its meet-up, which the seller needs to mark it Paid and handed
 * over; once the seller typed too many wrong codes, a way to make a new one.
 */
export function HandOverCode({ deliveryId, sellerName, handOverCode }: Props) {
  const renew = useNewHandOverCode();
  const subject = `hand-over-code-${deliveryId}`;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      bg="gray.0"
      component="section"
      aria-label={`${meetUpTexts.buyerCodeTitle} for ${sellerName}`}
    >
      <Stack gap={4} align="flex-start">
        <Text fz="xs" fw={600} c="gray.7">
          {meetUpTexts.buyerCodeTitle}
        </Text>
        {handOverCode.state === 'ready' ? (
          <>
            <Text ff="monospace" fz="xl" fw={700} style={{ letterSpacing: '0.2em' }}>
              {handOverCode.code}
            </Text>
            <Text fz="xs" c="gray.7">
              {meetUpTexts.buyerCodeHint}
            </Text>
          </>
        ) : (
          <>
            <Text fz="sm">{meetUpTexts.buyerCodeLocked}</Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={renew.isPending}
              onClick={() =>
                renew.mutate(deliveryId, {
                  onSuccess: () => toastSuccess(meetUpTexts.newCodeMade, { subject }),
                  onError: (error) => toastError(error, { subject }),
                })
              }
            >
              {meetUpTexts.newCode}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
