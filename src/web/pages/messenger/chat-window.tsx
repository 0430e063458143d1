import { Box, Center, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatMessageTime } from '../../../domain/format-date';
import { excerpt } from '../../../domain/text';
import { useConversation } from '../../api/messenger';
import { MeetUpSafety } from '../../components/meet-up-safety';
import { QueryState } from '../../components/query-state';
import { ReportButton } from '../../components/report-button';
import { stillSending, useOutbox } from './chat-outbox';
import { ConversationSubjectCard } from './conversation-subject';
import { MessageComposer } from './message-composer';
import { useReadConversation } from './use-read-conversation';

type Bubble = { text: string; own: boolean; time: string | null; report?: ReactNode };

/** A message; one still on its way says so instead of a time. */
function MessageBubble({ text, own, time, report }: Bubble) {
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'} gap="xs" align="center">
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={own ? 'blue.8' : 'gray.1'}
        c={own ? 'white' : undefined}
        aria-label={own ? (time ? 'You said' : 'You are sending') : 'They said'}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Text size="xs" c={own ? 'blue.0' : 'gray.7'} ta="right">
          {time ? formatMessageTime(time) : 'Sending…'}
        </Text>
      </Paper>
      {report}
    </Group>
  );
}

type Props = { conversationId: number; viewerId: string; live: boolean };

/** One conversation: what it is about, its messages oldest first kept scrolled to the newest, and the composer. */
export function ChatWindow({ conversationId, viewerId, live }: Props) {
  const conversation = useConversation(conversationId, { live });
  const outbox = useOutbox(conversationId);
  const sending = stillSending(outbox.sending, conversation.data?.messages ?? [], viewerId);
  const toViewer = conversation.data?.messages.filter((message) => message.receiverId === viewerId);
  useReadConversation(conversationId, conversation.data?.partner.id, toViewer?.at(-1)?.id ?? null);
  const viewport = useRef<HTMLDivElement>(null);
  const count = (conversation.data?.messages.length ?? 0) + sending.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives or leaves
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  // Once read, the conversation stays on screen through a failed refetch, and with it whatever is being typed.
  const data = conversation.data;
  if (!data) {
    return (
      <QueryState
        query={conversation}
        loadingLabel="Loading messages"
        errorTitle="Could not open this conversation"
      >
        {() => null}
      </QueryState>
    );
  }
  const { partner, subject, messages } = data;
  return (
    <Stack h="100%" gap={0}>
      <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={3} size="h4">
          {partner.name}
        </Title>
        {subject && <ConversationSubjectCard subject={subject} viewerId={viewerId} />}
        {subject?.about === 'order-part' && subject.awaitingMeetUp && (
          <Box mt="xs">
            <MeetUpSafety foldOnPhone />
          </Box>
        )}
      </Box>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} px="md" py="sm">
        {count === 0 ? (
          <Center py="xl">
            <Text c="gray.7">Say hello to start the conversation.</Text>
          </Center>
        ) : (
          <Stack gap="xs" role="log" aria-label={`Messages with ${partner.name}`} aria-live="polite">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                text={message.message}
                own={message.senderId === viewerId}
                time={message.createdAt}
                report={
                  message.senderId !== viewerId && (
                    <ReportButton
                      kind="message"
                      targetId={message.id}
                      againstId={message.senderId}
                      name={`message "${excerpt(message.message, 40)}"`}
                    />
                  )
                }
              />
            ))}
            {sending.map((message) => (
              <MessageBubble key={`sending-${message.key}`} text={message.text} own time={null} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <MessageComposer conversationId={conversationId} />
      </Box>
    </Stack>
  );
}
