import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { handOverRequestSchema } from '../../../domain/hand-over-code';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { errorMessage } from '../../api/error-message';
import { useHandOver } from '../../api/meet-up';
import { toastSuccess } from '../../components/toast';
import { useSchemaForm } from '../../forms/use-schema-form';

type Props = { deliveryId: number; orderId: number; buyerName: string };

/**
 * Paid and handed over for a part paid in person: it takes the cash as paid, for good, so it asks first and
 * takes the buyer's hand-over code, which they give only once they have the items. A refused code is said in the
 * dialog, which stays open for another try.
 */
export function HandOverButton({ deliveryId, orderId, buyerName }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const handOver = useHandOver();
  const form = useSchemaForm(handOverRequestSchema, { initialValues: { code: '' } });
  const dismiss = () => {
    close();
    form.reset();
    handOver.reset();
  };
  return (
    <>
      <Button
        size="compact-sm"
        color="green"
        leftSection={<IconCash size={14} aria-hidden />}
        aria-label={`${meetUpTexts.handOver}: order ${orderId} for ${buyerName}`}
        onClick={open}
      >
        {meetUpTexts.handOver}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={meetUpTexts.handOver} centered>
        <form
          noValidate
          onSubmit={form.onSubmit(({ code }) =>
            handOver.mutate(
              { deliveryId, code },
              {
                onSuccess: () => {
                  dismiss();
                  toastSuccess(meetUpTexts.handedOver(orderId), { subject: `delivery-${deliveryId}` });
                },
              },
            ),
          )}
        >
          <Stack gap="md">
            <Text>{meetUpTexts.handOverQuestion(orderId, buyerName)}</Text>
            <TextInput
              label={meetUpTexts.handOverCodeLabel}
              description={meetUpTexts.handOverCodeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
              {...form.getInputProps('code')}
            />
            {handOver.error && (
              <Alert color="red" role="alert">
                {errorMessage(handOver.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {meetUpTexts.handOverDismiss}
              </Button>
              <Button type="submit" color="green" loading={handOver.isPending}>
                {meetUpTexts.handOverConfirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
