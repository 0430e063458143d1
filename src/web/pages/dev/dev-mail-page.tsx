import { Anchor, Badge, Card, Container, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { DevMail } from '../../../domain/account';
import { formatDateTime } from '../../../domain/format-date';
import { useDevMail } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { PageTitle } from '../../components/page-title';
import { EmptyState, QueryState } from '../../components/query-state';

const URL_PATTERN = /https?:\/\/[^\s]+/g;

type Segment = { at: number; text: string; link: boolean };

function segments(text: string): Segment[] {
  const parts: Segment[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ at, text: text.slice(at, match.index), link: false });
    parts.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), link: false });
  return parts;
}

/** Plain text with its web addresses as links; the mail's HTML is never rendered. */
function LinkedText({ text }: { text: string }) {
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} size="sm">
      {segments(text).map((part) =>
        part.link ? (
          <Anchor key={part.at} href={part.text}>
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}

/** Development only: the mails the app would have sent, newest first. */
export function DevMailPage() {
  const mails = useDevMail();
  return (
    <Container size="md">
      <Stack>
        <PageTitle>Mail outbox</PageTitle>
        <Text c="dimmed" size="sm">
          No mail server is configured, so mails land here. This page exists only in development, on the
          computer running Campus Market.
        </Text>
        <QueryState query={mails} loadingLabel="Loading mails" errorContext={errorContexts.devMail}>
          {(list) => (list.length === 0 ? <EmptyState>No mails yet.</EmptyState> : <MailList mails={list} />)}
        </QueryState>
      </Stack>
    </Container>
  );
}

function MailList({ mails }: { mails: DevMail[] }) {
  return (
    <Stack>
      {mails.map((mail) => (
        <Card key={mail.id} withBorder component="article" aria-label={mail.subject}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>{mail.subject}</Text>
              <Badge variant="light">{formatDateTime(mail.createdAt)}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              To: {mail.to}
            </Text>
            <LinkedText text={mail.text} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
