import { NavLink, ScrollArea, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMessageTime } from '../../../domain/format-date';
import type { ConversationSummary } from '../../../domain/messenger';
import { EmptyState } from '../../components/query-state';

type Props = {
  conversations: ConversationSummary[];
  selectedId: string | null;
  viewerId: string;
};

/** The people the viewer has chatted with, the latest conversation first. */
export function ConversationList({ conversations, selectedId, viewerId }: Props) {
  if (conversations.length === 0) return <EmptyState>No messages yet</EmptyState>;
  return (
    <ScrollArea h="100%" component="nav" aria-label="Conversations">
      {conversations.map(({ partner, lastMessage }) => (
        <NavLink
          key={partner.id}
          component={Link}
          to={`/messenger?with=${encodeURIComponent(partner.id)}`}
          active={partner.id === selectedId}
          aria-current={partner.id === selectedId ? 'page' : undefined}
          label={partner.name}
          description={
            <Text span size="xs" c="gray.7" lineClamp={1}>
              {lastMessage.senderId === viewerId ? 'You: ' : ''}
              {lastMessage.message} · {formatMessageTime(lastMessage.createdAt)}
            </Text>
          }
        />
      ))}
    </ScrollArea>
  );
}
