import { Box, Center, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatMessageTime } from '../../../domain/format-date';
import type { ChatMessage } from '../../../domain/messenger';
import { useConversation } from '../../api/messenger';
import { QueryState } from '../../components/query-state';
import { MessageComposer } from './message-composer';

function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={own ? 'blue.8' : 'gray.1'}
        c={own ? 'white' : undefined}
        aria-label={own ? 'You said' : 'They said'}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Text size="xs" c={own ? 'blue.0' : 'gray.7'} ta="right">
          {formatMessageTime(message.createdAt)}
        </Text>
      </Paper>
    </Group>
  );
}

type Props = { partnerId: string; viewerId: string; live: boolean };

/** One conversation: its messages, oldest first, kept scrolled to the newest, and the composer. */
export function ChatWindow({ partnerId, viewerId, live }: Props) {
  const conversation = useConversation(partnerId, { live });
  const viewport = useRef<HTMLDivElement>(null);
  const count = conversation.data?.messages.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  return (
    <QueryState
      query={conversation}
      loadingLabel="Loading messages"
      errorTitle="Could not open this conversation"
    >
      {({ partner, messages }) => (
        <Stack h="100%" gap={0}>
          <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Title order={3} size="h4">
              {partner.name}
            </Title>
          </Box>
          <ScrollArea style={{ flex: 1 }} viewportRef={viewport} px="md" py="sm">
            {messages.length === 0 ? (
              <Center py="xl">
                <Text c="gray.7">Say hello to start the conversation.</Text>
              </Center>
            ) : (
              <Stack gap="xs" role="log" aria-label={`Messages with ${partner.name}`} aria-live="polite">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} own={message.senderId === viewerId} />
                ))}
              </Stack>
            )}
          </ScrollArea>
          <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <MessageComposer partnerId={partner.id} />
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
