import { Text } from '@mantine/core';
import type { PartRefund } from '../../../domain/payment-attempt';
import { paymentAttemptTexts } from '../../../domain/payment-attempt-texts';

/** A cancelled part's money on its way back to the buyer, or back. */
export function RefundNote({ refund }: { refund: PartRefund | null }) {
  if (!refund) return null;
  return (
    <Text size="sm" c={refund.status === 'failed' ? 'red.8' : 'gray.7'}>
      {paymentAttemptTexts.refund(refund)}
    </Text>
  );
}
