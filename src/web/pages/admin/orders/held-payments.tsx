import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { paymentMethodLabels } from '../../../../domain/checkout';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import type { HeldPayment } from '../../../../domain/payment-attempt';
import { adminErrorContexts } from '../../../api/admin-error-contexts';
import { useDecideHeldPayment, useHeldPayments } from '../../../api/admin-orders';
import { ConfirmButton } from '../../../components/confirm-button';
import { toastError, toastSuccess } from '../../../components/toast';

function Decide({ held }: { held: HeldPayment }) {
  const decide = useDecideHeldPayment();
  const subject = `held-${held.attemptId}`;
  // The decided row leaves the list, and the last one the whole table, before mutate's own callbacks would
  // run: those of an unmounted row never do. The promise's answer still comes.
  const run = (decision: 'accept' | 'refund', done: string, reason: string) => {
    decide.mutateAsync({ attemptId: held.attemptId, decision, reason }).then(
      () => toastSuccess(done, { subject }),
      (error: unknown) => toastError(error, { subject, context: adminErrorContexts.decideHeldPayment }),
    );
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <ConfirmButton
        size="compact-xs"
        variant="light"
        loading={decide.isPending}
        question={`Accept the payment of order #${held.orderId}? The order is paid and its sellers are told.`}
        confirmLabel="Accept"
        aria-label={`Accept the payment of order #${held.orderId}`}
        reasonLabel={moneyReportTexts.reasonLabel}
        onConfirm={(reason) => run('accept', `Order #${held.orderId} is paid.`, reason)}
      >
        Accept
      </ConfirmButton>
      <ConfirmButton
        size="compact-xs"
        color="red"
        variant="light"
        loading={decide.isPending}
        question={`Refund the payment of order #${held.orderId}? The order is cancelled and its stock comes back.`}
        confirmLabel="Refund"
        dismissLabel="Keep it"
        aria-label={`Refund the payment of order #${held.orderId}`}
        reasonLabel={moneyReportTexts.reasonLabel}
        onConfirm={(reason) =>
          run('refund', `The payment of order #${held.orderId} is being refunded.`, reason)
        }
      >
        Refund
      </ConfirmButton>
    </Group>
  );
}

/**
 * Payments a gateway's risk check held (SSLCommerz risk_level=1): their orders keep their stock until an
 * administrator accepts or refunds each. Shown only while there are some.
 */
export function HeldPayments() {
  const held = useHeldPayments().data?.payments ?? [];
  if (held.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="held-payments-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="held-payments-title">
          Payments held for a check
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Buyer</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Transaction</Table.Th>
                <Table.Th>Paid</Table.Th>
                <Table.Th>Decision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.map((payment) => (
                <Table.Tr key={payment.attemptId}>
                  <Table.Td>#{payment.orderId}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{payment.buyerName}</Text>
                    <Text size="xs" c="gray.7">
                      {payment.buyerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatMoney(payment.amount)}</Table.Td>
                  <Table.Td>{paymentMethodLabels[payment.method]}</Table.Td>
                  <Table.Td>{payment.transactionId}</Table.Td>
                  <Table.Td>{formatDateTime(payment.createdAt)}</Table.Td>
                  <Table.Td>
                    <Decide held={payment} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
