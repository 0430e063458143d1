import { Button, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/limits';
import { sendMessageRequestSchema } from '../../../domain/messenger';
import { isBlank } from '../../../domain/text';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { conversationQuery, sendChatMessage } from '../../api/messenger';
import { ErrorAlert } from '../../components/error-alert';
import { useSchemaForm } from '../../forms/use-schema-form';
import { queueMessage, takeReturned, useOutbox } from './chat-outbox';

const composerSchema = sendMessageRequestSchema.pick({ message: true });

/**
 * The message input and Send; Enter sends too, and Shift+Enter starts a new line. A blank message is not sent, and says nothing (SPEC section 4).
 * The input is emptied the moment a message is sent, of that message only, so what is typed while it travels
 * stays; a message that fails comes back into the input, before what was typed since.
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const queryClient = useQueryClient();
  const outbox = useOutbox(conversationId);
  const form = useSchemaForm(composerSchema, { initialValues: { message: '' } });
  const { setFieldValue, getValues } = form;

  useEffect(() => {
    if (outbox.returned.length === 0) return;
    const typedSince = getValues().message;
    const texts = [...takeReturned(conversationId), typedSince].filter((text) => !isBlank(text));
    setFieldValue('message', texts.join(' '));
  }, [outbox.returned, conversationId, getValues, setFieldValue]);

  const submit = form.onSubmit(({ message }) => {
    setFieldValue('message', '');
    const known = queryClient.getQueryData(conversationQuery(conversationId).queryKey)?.messages ?? [];
    queueMessage(conversationId, message, known.at(-1)?.id ?? 0, (text) =>
      sendChatMessage(queryClient, { conversationId, message: text }),
    );
  });

  const typed = form.getValues().message;
  return (
    <form onSubmit={submit}>
      <ErrorAlert mb="xs">
        {outbox.failure === null ? null : errorMessage(outbox.failure, errorContexts.sendMessage)}
      </ErrorAlert>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Textarea
          {...form.getInputProps('message')}
          autosize
          minRows={1}
          maxRows={5}
          onKeyDown={(event) => {
            // A letter still being composed (an input method's Enter picks it) is not a message yet.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          // A blank message says nothing (SPEC section 4); a message too long says so.
          error={isBlank(typed) ? undefined : form.errors.message}
          aria-label="Message"
          placeholder="Type a message"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autoComplete="off"
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button type="submit" rightSection={<IconSend size={16} aria-hidden />}>
          Send
        </Button>
      </Group>
    </form>
  );
}
