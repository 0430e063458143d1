import { Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/limits';
import { sendMessageRequestSchema } from '../../../domain/messenger';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSendMessage } from '../../api/messenger';
import { ErrorAlert } from '../../components/error-alert';
import { useSchemaForm } from '../../forms/use-schema-form';

const composerSchema = sendMessageRequestSchema.pick({ message: true });

/** The message input and Send; Enter sends too. A blank message is not sent, and says nothing (SPEC section 4). */
export function MessageComposer({ partnerId }: { partnerId: string }) {
  const send = useSendMessage();
  const form = useSchemaForm(composerSchema, { initialValues: { message: '' } });

  const submit = form.onSubmit(({ message }) => {
    if (send.isPending) return;
    send.mutate({ receiverId: partnerId, message }, { onSuccess: () => form.reset() });
  });

  return (
    <form onSubmit={submit}>
      <ErrorAlert mb="xs">{send.isError && errorMessage(send.error, errorContexts.sendMessage)}</ErrorAlert>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          {...form.getInputProps('message', { withError: false })}
          aria-label="Message"
          placeholder="Type a message"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autoComplete="off"
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button type="submit" loading={send.isPending} rightSection={<IconSend size={16} aria-hidden />}>
          Send
        </Button>
      </Group>
    </form>
  );
}
