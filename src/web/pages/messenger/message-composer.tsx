import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../domain/limits';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSendMessage } from '../../api/messenger';

/** The message input and Send; Enter sends too. A blank message is not sent (SPEC section 4). */
export function MessageComposer({ partnerId }: { partnerId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate({ receiverId: partnerId, message }, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit}>
      {send.isError && (
        <Alert color="red" role="alert" mb="xs">
          {errorMessage(send.error, errorContexts.sendMessage)}
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label="Message"
          placeholder="Type a message"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
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
